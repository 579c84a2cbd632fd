import type { Plugin } from 'vite';

/** FullCalendar's icon font face, as its core inlines it in the styles it injects (a data: URL). */
const INLINED_FACE = /@font-face\{font-family:fcicons;[^}]*\}/;

/**
 * Takes FullCalendar's inlined icon font out of the styles it injects at run time. Chrome decodes a data: font as
 * soon as the rule is inserted, and the page's security policy (fonts from our origin only) refuses it with a
 * console error on every calendar view. The same face is declared, from our own origin, by
 * src/vendor/fullcalendar/icons.css. A FullCalendar that words its face differently fails the build here rather
 * than bringing the error back unnoticed.
 */
export function fullCalendarFontFromOrigin(): Plugin {
  return {
    name: 'binome:fullcalendar-font-from-origin',
    apply: 'build',
    transform(code, id) {
      if (!/@fullcalendar[\\/]core[\\/]internal-common\.js$/.test(id)) return null;
      if (!INLINED_FACE.test(code)) this.error('FullCalendar no longer inlines its icon font as expected: check src/vendor/fullcalendar/icons.css');
      return { code: code.replace(INLINED_FACE, ''), map: null };
    },
  };
}
