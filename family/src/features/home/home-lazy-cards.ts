import { preloadedLazy } from '../../components/preloaded-lazy.tsx';

// The home's cards loaded on demand, with their words: the first page has no room for them. Apart from the home
// page's own module, so that the route asks for their code together with the page's (`preloadHomeCards`), not once
// the page's code has come and run: a cold load then draws them without suspending.
export const AutomaticMatchingCard = preloadedLazy(() => import('../matching/automatic-matching-card.tsx'));
export const ReportsToWriteCard = preloadedLazy(() => import('../reports/reports-to-write-card.tsx'));
export const HeldHoursCard = preloadedLazy(() => import('../certificates/held-hours-card.tsx'));
export const TrainingPathCard = preloadedLazy(() => import('../training/training-path-card.tsx'));

/** The cards' code; a failure is left to the card's own boundary, which asks for it again. */
export function preloadHomeCards(): Promise<unknown> {
  return Promise.all([AutomaticMatchingCard, ReportsToWriteCard, HeldHoursCard, TrainingPathCard].map((card) => card.preload())).catch(() => undefined);
}
