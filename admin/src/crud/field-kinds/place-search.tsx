import { useEffect, useState } from 'react';
import { AutoComplete, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_URL, httpClient } from '../../providers/http-client.ts';
import { useMarkFormDirty } from '../form-dirty.ts';

/** A place the address base offers (`GET /v1/places`): what it fills. */
interface Place {
  label: string;
  addressLine1?: string;
  zipCode: string;
  city: string;
  precision: string;
}

type Status = 'idle' | 'none' | 'unavailable';

/** The pause after the last keystroke before asking: one search per word typed, not per letter. */
const TYPING_PAUSE_MS = 300;

/**
 * Place search above an address's fields (spec section 7: type a name, then click the magnifier, or pick as it is
 * offered): choosing a place fills the street line (a house or a street), the zip code and the city. The fields stay
 * free text: when the search has nothing or does not answer, the person types the address by hand, as it says.
 */
export function PlaceSearch({ name }: { name: (string | number)[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const markDirty = useMarkFormDirty();
  const [text, setText] = useState('');
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
        httpClient
          .get<{ data: Place[] }>(`${API_URL}/places`, { params: { q: query, limit: 6 }, signal: controller.signal })
          .then(({ data }) => {
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

  const type = (value: string) => {
    setText(value);
    setFilled('');
    if (value.trim().length < 3) {
      setPlaces([]);
      setStatus('idle');
    }
    setAsked({ text: value, now: false });
  };

  const choose = (place: Place) => {
    // A commune fills only its zip code and city: a street line already typed stays.
    form.setFields([
      ...(place.addressLine1 !== undefined ? [{ name: [...name, 'addressLine1'], value: place.addressLine1, errors: [] }] : []),
      { name: [...name, 'zipCode'], value: place.zipCode, errors: [] },
      { name: [...name, 'city'], value: place.city, errors: [] },
    ]);
    markDirty();
    setText('');
    setPlaces([]);
    setStatus('idle');
    setFilled(t('form.placeSearch.filled', { label: place.label }));
  };

  const id = `place-search-${name.join('-')}`;
  const help = status === 'none' ? t('form.placeSearch.none') : status === 'unavailable' ? t('form.placeSearch.unavailable') : undefined;
  return (
    <Form.Item
      label={t('form.placeSearch.label')}
      htmlFor={id}
      help={help}
      validateStatus={status === 'unavailable' ? 'warning' : undefined}
      extra={filled ? <span role="status">{filled}</span> : <span role="status" />}
    >
      <AutoComplete
        id={id}
        value={text}
        options={places.map((place, index) => ({ value: String(index), label: place.label }))}
        onSearch={type}
        onSelect={(value: string) => {
          const place = places[Number(value)];
          if (place) choose(place);
        }}
      >
        <Input.Search
          placeholder={t('form.placeSearch.placeholder')}
          enterButton={t('form.placeSearch.search')}
          autoComplete="off"
          onSearch={(value, _event, info) => {
            // The magnifier (or Enter with nothing highlighted) asks at once, without the typing pause.
            if (info?.source === 'input') setAsked({ text: value, now: true });
          }}
        />
      </AutoComplete>
    </Form.Item>
  );
}
