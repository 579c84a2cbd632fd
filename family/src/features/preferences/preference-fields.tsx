import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEstablishmentSearch } from './own-record.ts';

export interface Option {
  id: string;
  label: string;
}

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/** Several choices among a short list (levels, sectors): checkboxes in a fieldset named by its legend. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  empty,
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  empty?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className={`field choice-group${error ? ' field-invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.length === 0 && empty}
      <div className="choices">
        {options.map((option) => (
          <label key={option.id} className="choice">
            <input
              type="checkbox"
              checked={value.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...value, option.id] : value.filter((chosen) => chosen !== option.id))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Chosen items as removable chips, each button named for what it removes. */
function Chips({ items, onRemove }: { items: Option[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="muted">{t('family.preferences.chosenNone')}</p>;
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item.id}>
          <span>{item.label}</span>
          <button type="button" className="chip-remove" aria-label={t('family.preferences.removeItem', { name: item.label })} onClick={() => onRemove(item.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Free words one at a time (the subjects a tutor teaches). */
export function WordsField({
  label,
  hint,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  hint: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const word = draft.trim();
    if (word && !value.includes(word)) onChange([...value, word]);
    setDraft('');
  };
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
      </div>
      <Chips items={value.map((word) => ({ id: word, label: word }))} onRemove={(word) => onChange(value.filter((chosen) => chosen !== word))} />
      <div className="inline-add">
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add} disabled={draft.trim() === ''}>
          {t('family.preferences.addSubject')}
        </button>
      </div>
      <div id={`${id}-hint`} className="field-hint">
        {hint}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Establishments chosen by searching the directory; chosen ones are named from the record's own labels. */
export function EstablishmentPicker({
  label,
  value,
  names,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  names: Record<string, string>;
  onChange: (value: string[], picked?: Option) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const found = useEstablishmentSearch(search);
  const results = (found.data ?? []).filter((row) => !value.includes(row.id));
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div className="field-label" id={`${id}-label`}>
        {label}
      </div>
      <Chips
        items={value.map((chosen) => ({ id: chosen, label: names[chosen] ?? '…' }))}
        onRemove={(removed) => onChange(value.filter((chosen) => chosen !== removed))}
      />
      <label htmlFor={id} className="sub-label">
        {t('family.preferences.establishmentsSearch')}
      </label>
      <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-describedby={`${id}-hint`} autoComplete="off" />
      <div id={`${id}-hint`} className="field-hint">
        {t('family.preferences.establishmentsHint')}
      </div>
      {search.trim().length >= 2 && found.isSuccess && (
        <ul className="search-results" aria-live="polite">
          {results.length === 0 && <li className="muted">{t('family.preferences.noEstablishmentFound')}</li>}
          {results.map((row) => {
            const name = String(row.establishmentName ?? row._label ?? '');
            const city = (row.address as { city?: string } | undefined)?.city;
            return (
              <li key={row.id}>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('family.preferences.add', { name })}
                  onClick={() => onChange([...value, row.id], { id: row.id, label: name })}
                >
                  {name}
                  {city ? <span className="muted"> — {city}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
