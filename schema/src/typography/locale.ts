/** The Intl locale of a language tag ('fr', 'fr-FR', 'en', 'en-US'): French unless it is English. */
export function intlLocale(language: string | undefined): 'fr-FR' | 'en-GB' {
  return language?.toLowerCase().startsWith('en') ? 'en-GB' : 'fr-FR';
}
