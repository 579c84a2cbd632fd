import { describe, expect, it } from 'vitest';
import { parisTimeForViewer } from '../src/features/preferences/paris-time.ts';

describe('grid times, meant in Paris, on the viewer’s clock (section 9)', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('is the same time anywhere in France', () => {
    expect(parisTimeForViewer('08:00', 'Europe/Paris', winter)).toBe('08:00');
    expect(parisTimeForViewer('19:30', 'Europe/Paris', summer)).toBe('19:30');
  });

  it('follows the offset of the day between the two zones', () => {
    expect(parisTimeForViewer('08:00', 'Europe/London', winter)).toBe('07:00');
    expect(parisTimeForViewer('08:00', 'America/Martinique', winter)).toBe('03:00');
    expect(parisTimeForViewer('08:00', 'America/Martinique', summer)).toBe('02:00');
    expect(parisTimeForViewer('19:30', 'Indian/Reunion', winter)).toBe('22:30');
  });

  it('wraps around midnight', () => {
    expect(parisTimeForViewer('19:30', 'Pacific/Noumea', winter)).toBe('05:30');
  });
});
