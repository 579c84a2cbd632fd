/** Paris time as the families' screens, the staff calendar, the feeds and the mails show it, whatever the machine's zone. */

/** The Paris day (YYYY-MM-DD) of the Monday of an instant's week. */
export function parisMonday(instant: Date): string {
  const day = new Date(`${parisDay(instant)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The Paris day (YYYY-MM-DD) of an instant. */
export const parisDay = (instant: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);

/** The Paris hour and minute of an instant ("15:00"). */
export const parisTime = (instant: Date): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(instant);
