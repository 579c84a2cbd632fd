/**
 * What a person agrees to (section 2, /privacy and /terms), and the version of the text they agreed to: when the
 * text changes, its version changes here, and the consents recorded with the old version say what was accepted.
 * Registration records them server-side (`consents` on the person's record) with their date; the export shows them.
 */
export const CONSENT_VERSIONS = {
  terms: '2026-11-01',
  privacy: '2026-11-01',
  // Being recontacted by a public statistics institute: asked separately, never required.
  statisticsRecontact: '2026-11-01',
} as const;

export type ConsentKind = keyof typeof CONSENT_VERSIONS;

export interface Consent {
  kind: ConsentKind;
  version: string;
  /** ISO instant. */
  at: string;
}

/** The consents given at registration: terms and privacy policy always (the form requires them), recontact if ticked. */
export function registrationConsents(at: Date, statisticsRecontact: boolean): Consent[] {
  const kinds: ConsentKind[] = ['terms', 'privacy', ...(statisticsRecontact ? (['statisticsRecontact'] as const) : [])];
  return kinds.map((kind) => ({ kind, version: CONSENT_VERSIONS[kind], at: at.toISOString() }));
}
