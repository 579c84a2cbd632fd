/**
 * French elides 'de' before a vowel or a mute h: « d'Inès », « d'Hugo », but « de Marc », « de Yasmine ».
 * Names with an aspirated h are rare enough among first names that the mute h is the rule here.
 */
const ELIDES = /^[aeiouhàâäéèêëîïôöùûüœæ]/i;

export function frenchOf(name: string): string {
  const trimmed = name.trim();
  return ELIDES.test(trimmed.normalize('NFC')) ? `d'${trimmed}` : `de ${trimmed}`;
}

/**
 * The i18next formatter behind `{{name, of}}`: « d'Inès Roussel » or « de Marc Roussel » in French, the name as
 * it is in any other language (the English sentence carries its own "of").
 */
export function ofNameFormatter(value: unknown, language: string | undefined): string {
  const name = String(value ?? '');
  return language?.toLowerCase().startsWith('fr') ? frenchOf(name) : name;
}

/** The name under which the formatter is registered with i18next (`i18n.services.formatter.add`). */
export const OF_NAME_FORMAT = 'of';
