import { useTranslation } from 'react-i18next';
import { COUNTRIES, type Field, type Language } from '@binome/schema';
import { TextField } from '../../components/text-field.tsx';
import { SelectField } from '../../components/select-field.tsx';

interface ProfileFieldInputProps {
  field: Field;
  label: string;
  value: string;
  error: string | undefined;
  language: Language;
  onChange(value: string): void;
}

const INPUT_TYPES: Partial<Record<Field['kind'], { type: string; autoComplete?: string; inputMode?: 'numeric' }>> = {
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  url: { type: 'url' },
  // A text input: the browser's date picker follows the system's locale (MM/DD/YYYY on many), not the house's DD/MM/YYYY.
  date: { type: 'text', autoComplete: 'bday', inputMode: 'numeric' },
  zipCode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
};
const AUTOCOMPLETE_BY_PATH: Record<string, string> = {
  'contactDetails.firstName': 'given-name',
  'contactDetails.lastName': 'family-name',
  'address.addressLine1': 'address-line1',
  'address.city': 'address-level2',
  'address.country': 'country',
};

/** One profile field, drawn from its kind in the schema: a select for enumerations and countries, an input otherwise. */
export function ProfileFieldInput({ field, label, value, error, language, onChange }: ProfileFieldInputProps) {
  const { t } = useTranslation();
  const autoComplete = AUTOCOMPLETE_BY_PATH[field.path ?? ''];
  if (field.kind === 'enum') {
    return (
      <SelectField label={label} error={error} required={field.required} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('family.account.unset')}</option>
        {field.enumeration.values.map((option) => (
          <option key={option} value={option}>
            {t(field.enumeration.labelKey(option as never))}
          </option>
        ))}
      </SelectField>
    );
  }
  if (field.kind === 'reference' && field.resource === 'countries') {
    // Names in the reader's language, sorted in it; the stored value is the country's slug, never shown.
    const countries = [...COUNTRIES]
      .map((country) => ({ slug: country.slug, name: language === 'en' ? country.nameEn : country.nameFr }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
    return (
      <SelectField
        label={label}
        error={error}
        required={field.required}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('family.account.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.slug} value={country.slug}>
            {country.name}
          </option>
        ))}
      </SelectField>
    );
  }
  const input = INPUT_TYPES[field.kind] ?? { type: 'text' };
  return (
    <TextField
      label={label}
      error={error}
      required={field.required}
      type={input.type}
      inputMode={input.inputMode}
      autoComplete={input.autoComplete ?? autoComplete}
      hint={field.kind === 'url' ? t('family.account.profilePicHint') : field.kind === 'date' ? t('family.account.dateHint') : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
