import './place-search.css';
import { useEffect, useId, useState } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { components } from '../../api/openapi.d.ts';

export type Place = components['schemas']['PlaceSuggestion'];
type Status = 'idle' | 'none' | 'unavailable';

/** The pause after the last keystroke before asking: one search per word typed, not per letter. */
const TYPING_PAUSE_MS = 300;

/**
 * Place search above an address's fields (spec section 7: type a name, then press the magnifier, or pick as places
 * are offered): an accessible combobox (downshift: arrows, Enter, Escape, the list read out) over `GET /v1/places`.
 * Choosing a place hands it to the form, which fills street, zip code and city; the fields stay free text, and when
 * the search finds nothing or does not answer, it says so and the person types the address by hand.
 */
export function PlaceSearch({ onChoose }: { onChoose(place: Place): void }) {
  const { t } = useTranslation();
  const statusId = useId();
  const inputId = useId();
  const [asked, setAsked] = useState({ text: '', now: false });
  const [places, setPlaces] = useState<Place[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [filled, setFilled] = useState('');

  useEffect(() => {
    const query = asked.text.trim();
    if (query.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        api
          .GET('/places', { params: { query: { q: query, limit: 6 } }, signal: controller.signal })
          .then(({ data }) => {
            if (!data) throw new Error('no answer');
            setPlaces(data.data);
            setStatus(data.data.length === 0 ? 'none' : 'idle');
          })
          .catch(() => {
            if (controller.signal.aborted) return;
            setPlaces([]);
            setStatus('unavailable');
          });
      },
      asked.now ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asked]);

  const combobox = useCombobox<Place>({
    inputId,
    items: places,
    itemToString: (place) => place?.label ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setFilled('');
      if (inputValue.trim().length < 3) {
        setPlaces([]);
        setStatus('idle');
      }
      setAsked({ text: inputValue, now: false });
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onChoose(selectedItem);
      setFilled(t('form.placeSearch.filled', { label: selectedItem.label }));
      setPlaces([]);
      combobox.reset();
    },
  });

  const message = status === 'none' ? t('form.placeSearch.none') : status === 'unavailable' ? t('form.placeSearch.unavailable') : '';
  const open = combobox.isOpen && places.length > 0;
  return (
    <div className="field place-search">
      <div className="field-label">
        <label {...combobox.getLabelProps()}>{t('form.placeSearch.label')}</label>
      </div>
      <div className="place-search-row">
        <input {...combobox.getInputProps({ placeholder: t('form.placeSearch.placeholder'), 'aria-describedby': statusId, autoComplete: 'off' })} />
        <button
          type="button"
          className="place-search-button"
          onClick={() => {
            // Asked at once; the places are offered under the input, which keeps the keyboard.
            setAsked({ text: combobox.inputValue, now: true });
            document.getElementById(inputId)?.focus();
            combobox.openMenu();
          }}
        >
          <svg
            aria-hidden="true"
            focusable="false"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
          <span className="visually-hidden">{t('form.placeSearch.search')}</span>
        </button>
        <ul {...combobox.getMenuProps()} className="place-search-list" hidden={!open}>
          {open &&
            places.map((place, index) => (
              <li
                key={`${place.label}-${index}`}
                className={combobox.highlightedIndex === index ? 'place-search-option highlighted' : 'place-search-option'}
                {...combobox.getItemProps({ item: place, index })}
              >
                {place.label}
              </li>
            ))}
        </ul>
      </div>
      <p id={statusId} className="field-hint" role="status">
        {message || filled}
      </p>
    </div>
  );
}
