import { warmUpScreenAt } from './warm-up.ts';

// Imported by main.tsx before the app's own modules (React DOM, Refine, the layout, the translations): the chunks of
// the screen the page opens on are asked for as soon as what this needs has run, not once the whole entry has.
warmUpScreenAt(window.location.pathname);
