/** A Paris day ('2026-09-01') as the reader's language writes it: '1 septembre 2026', '1 September 2026'. */
export function longDay(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(date);
}
