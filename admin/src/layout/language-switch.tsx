import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@binome/schema';
import { chooseLanguage, currentLanguage } from '../i18n.ts';

/** Français / English as two toggle buttons, kept for the next visit (section 9's `language` key). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Space.Compact role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          type={language === current ? 'primary' : 'default'}
          aria-pressed={language === current}
          lang={language}
          title={t(`language.${language}`)}
          onClick={() => void chooseLanguage(language)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Space.Compact>
  );
}
