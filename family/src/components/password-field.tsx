import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brokenPasswordRules, PASSWORD_RULES } from '@binome/schema';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the policy as a checklist that ticks as the person types (new passwords). */
  showRules?: boolean;
  name?: string;
}

export function PasswordField({ label, value, onChange, error, autoComplete, showRules = false, name }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const broken = new Set(brokenPasswordRules(value));
  const describedBy = [showRules ? `${id}-rules` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      {/* The mark sits beside the label, not in it: the field's name stays the plain label, and required is told by the input itself. */}
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </div>
      <div className="password-input">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="button" className="link-button" onClick={() => setVisible(!visible)} aria-pressed={visible}>
          {visible ? t('auth.common.hidePassword') : t('auth.common.showPassword')}
        </button>
      </div>
      {showRules && (
        <div id={`${id}-rules`} className="password-rules">
          <span>{t('auth.register.passwordRules.title')}</span>
          <ul>
            {PASSWORD_RULES.map((rule) => (
              <li key={rule.id} className={broken.has(rule.id) ? 'rule-broken' : 'rule-kept'}>
                <span aria-hidden="true">{broken.has(rule.id) ? '○' : '✓'} </span>
                {t(`auth.register.passwordRules.${rule.id}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
