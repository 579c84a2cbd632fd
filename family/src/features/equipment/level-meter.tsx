import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The microphone level as a bar and as a number: a `meter` whose value screen readers read, and the same value in
 * text beside the bar, so that nothing is told by colour or length alone.
 */
export function LevelMeter({ value, active }: { value: number; active: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const text = t('family.equipment.levelValue', { value });
  return (
    <div className="level-meter">
      <div className="level-meter-head">
        <span id={id} className="level-meter-label">
          {t('family.equipment.level')}
        </span>
        <span className="level-meter-value" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        className={`level-meter-track${active ? '' : ' level-meter-off'}`}
      >
        <div className="level-meter-bar" style={{ width: `${value}%` }} />
      </div>
      <p className="field-hint">{t('family.equipment.levelHint')}</p>
    </div>
  );
}
