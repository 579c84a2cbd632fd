import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceOption } from './media-devices.ts';

/** One labelled select of devices (camera, microphone or speaker). */
export function DeviceSelect({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: DeviceOption[];
  value: string | undefined;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const known = options.some((option) => option.id === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={known ? value : ''} disabled={disabled || options.length === 0} onChange={(event) => onChange(event.target.value)}>
        {options.length === 0 && <option value="">{t('family.equipment.noDevice')}</option>}
        {options.length > 0 && !known && <option value="" disabled hidden />}
        {options.map((option) => (
          <option key={option.id || option.label} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
