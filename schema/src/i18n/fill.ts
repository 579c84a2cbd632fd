import { OF_NAME_FORMAT, ofNameFormatter } from '../typography/elision.ts';

/**
 * `{{name}}` filled in, as i18next does for the apps; `{{name, of}}` is the apps' i18next formatter (« d'Inès »),
 * so that the same words read the same in a server's mail.
 */
export function fillTemplate(template: string, params: Record<string, string | number | undefined>, language: string): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = String(params[name] ?? '');
    return format === OF_NAME_FORMAT ? ofNameFormatter(value, language) : value;
  });
}
