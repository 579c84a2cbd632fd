import i18next from 'i18next';
import { FAMILY_APP_FRENCH } from '@binome/schema/i18n/french';
import { FAMILY_APP_ENGLISH } from '@binome/schema/i18n/english';

await i18next.init({
  resources: { fr: { translation: FAMILY_APP_FRENCH }, en: { translation: FAMILY_APP_ENGLISH } },
  lng: 'fr',
  fallbackLng: 'fr',
  interpolation: { escapeValue: false },
  returnNull: false,
});
