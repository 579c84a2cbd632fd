import { startEarlySession } from '@binome/schema/browser/early-session';

// Imported first by main.tsx, so that who is signed in is asked before the entry's own modules are evaluated and
// its first screen is drawn (see the schema's browser/early-session.ts).
startEarlySession();
