import { describe, expect, it } from 'vitest';
import { viewerDateTime } from '../src/features/contact/date-time.ts';

describe('viewerDateTime', () => {
  it('shows an instant as DD/MM/YYYY HH:mm in the given zone', () => {
    expect(viewerDateTime('2026-11-20T09:05:00.000Z', 'Europe/Paris')).toBe('20/11/2026 10:05');
    expect(viewerDateTime('2026-11-20T23:30:00.000Z', 'Europe/Paris')).toBe('21/11/2026 00:30');
    expect(viewerDateTime('2026-11-20T09:05:00.000Z', 'America/Martinique')).toBe('20/11/2026 05:05');
  });

  it('leaves what is not an instant as it is', () => {
    expect(viewerDateTime('not a date')).toBe('not a date');
  });
});
