import { describe, expect, it } from 'vitest';
import { hasVideoRoom, participantNames, whereOf } from '../../../src/domain/sessions/index.ts';

describe('session description', () => {
  it('lists the stored names in order, leaving out the nameless', () => {
    expect(participantNames([{ userId: 'a', fullName: 'Léo Roussel' }, { userId: 'b' }, { userId: 'c', fullName: ' Inès Roussel ' }])).toEqual([
      'Léo Roussel',
      'Inès Roussel',
    ]);
    expect(participantNames(undefined)).toEqual([]);
  });

  it('says where: online whatever the place, else the place, else not known', () => {
    expect(whereOf({ tutoringMode: 'online', placeOrRoom: 'Salle 3' })).toEqual({ kind: 'online' });
    expect(whereOf({ tutoringMode: 'in-person', placeOrRoom: 'Au domicile de la famille' })).toEqual({ kind: 'place', place: 'Au domicile de la famille' });
    expect(whereOf({ placeOrRoom: '  ' })).toEqual({ kind: 'unknown' });
  });

  it('has a video room unless it is held in person', () => {
    expect(hasVideoRoom({ tutoringMode: 'in-person' })).toBe(false);
    expect(hasVideoRoom({ tutoringMode: 'online' })).toBe(true);
    expect(hasVideoRoom({})).toBe(true);
  });
});
