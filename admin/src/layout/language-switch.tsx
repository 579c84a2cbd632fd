import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@binome/schema';
import { chooseLanguage, currentLanguage } from '../i18n.ts';

/** Français / English, kept for the next visit (section 9's `language` key). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t('language.switch')}
      value={currentLanguage()}
      options={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{language.toUpperCase()}</span>, title: t(`language.${language}`) }))}
      onChange={(language) => void chooseLanguage(language)}
    />
  );
}
