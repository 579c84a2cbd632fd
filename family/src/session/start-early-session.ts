import { keepEarlySession } from './early-session.ts';

// Imported first by main.tsx, so that it runs before the entry's own modules are evaluated and its first screen is
// drawn. index.html already preloads it: the same request (no header of its own, same-origin credentials, as the
// preload's `crossorigin="anonymous"`) takes that answer. Its answer does not depend on the language.
keepEarlySession(fetch('/v1/auth/session', { credentials: 'same-origin' }));
