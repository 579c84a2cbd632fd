/**
 * Seed entries for the reference lists the spec counts but does not name (30 partner football clubs, partner
 * programmes, industry sectors, 8 training videos). Every entry is marked `isDemo` and named as a placeholder, so
 * that nobody takes an invented name for a real partner; administrators replace them with the real ones.
 */
export const DEMO_FOOTBALL_CLUB_COUNT = 30;
export const TRAINING_VIDEO_COUNT = 8;

/** The demo videos served by the family app itself (`family/public/videos`): 6 seconds each. */
export const DEMO_VIDEO_SECONDS = 6;
const DEMO_TRAINING_VIDEO_FILES: Record<number, string> = { 1: '/videos/onboarding-tutor.webm', 2: '/videos/onboarding-parent.webm' };

const numbered = (count: number, make: (index: number) => Record<string, unknown>) => Array.from({ length: count }, (_, index) => make(index + 1));

export const DEMO_REFERENCE_LISTS = {
  footballClubs: numbered(DEMO_FOOTBALL_CLUB_COUNT, (n) => ({ name: `Club de démonstration ${String(n).padStart(2, '0')}`, isDemo: true })),
  partnerProgrammes: numbered(3, (n) => ({ name: `Programme partenaire de démonstration ${n}`, isDemo: true })),
  industrySectors: numbered(5, (n) => ({ name: `Secteur d'activité de démonstration ${n}`, isDemo: true })),
  // The first video of each audience is served by our own origin (a few seconds, shipped with the family app), so
  // that the onboarding works offline; the others are placeholders on a reserved example domain.
  trainingVideos: numbered(TRAINING_VIDEO_COUNT, (n) => ({
    name: `Vidéo de formation de démonstration ${n}`,
    url: DEMO_TRAINING_VIDEO_FILES[n] ?? `https://example.org/demo-training-video-${n}`,
    order: n,
    audience: n % 2 === 1 ? 'tutor' : 'parent',
    durationSeconds: n <= 2 ? DEMO_VIDEO_SECONDS : 60,
    isDemo: true,
  })),
} as const;
