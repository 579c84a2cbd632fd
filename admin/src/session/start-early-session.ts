import { keepEarlySession } from './early-session.ts';

// Imported first by main.tsx, so that it runs before the rest of the bundle is evaluated: the probe of who is
// signed in travels while the app's modules load and its first screen is drawn, instead of after them (a cold
// load asked it about a second after the bundle arrived). Its answer does not depend on the language.
keepEarlySession(fetch('/v1/auth/session', { credentials: 'same-origin', headers: { accept: 'application/json' } }));
