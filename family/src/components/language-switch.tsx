import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@binome/schema';
import { chooseLanguage } from '../i18n.ts';

/** French by default, English as the option (section 9). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((language: Language) => (
        <button key={language} type="button" lang={language} aria-pressed={i18n.language === language} onClick={() => void chooseLanguage(language)}>
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
