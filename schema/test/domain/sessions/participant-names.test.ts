import { describe, expect, it } from 'vitest';
import { fullNameOf, namedParticipants, namesById, namesChanged, participantIds, withParticipantNames } from '../../../src/domain/sessions/index.ts';

const person = (id: string, firstName?: string, lastName?: string) => ({ _id: id, contactDetails: { firstName, lastName } });

describe('participant names', () => {
  it('names a person first name then last name, trimmed', () => {
    expect(fullNameOf(person('a', ' Léo ', 'Roussel'))).toBe('Léo Roussel');
  });

  it('uses whichever part the record has, and nothing when it has neither', () => {
    expect(fullNameOf(person('a', 'Léo'))).toBe('Léo');
    expect(fullNameOf(person('a', undefined, 'Roussel'))).toBe('Roussel');
    expect(fullNameOf(person('a', '  ', ''))).toBeUndefined();
    expect(fullNameOf({ _id: 'a' })).toBeUndefined();
    expect(fullNameOf(null)).toBeUndefined();
  });

  it('maps records by id, leaving out the nameless', () => {
    const names = namesById([person('a', 'Léo', 'Roussel'), person('b'), { id: 'c', contactDetails: { firstName: 'Thomas', lastName: 'Lemaire' } }]);
    expect([...names]).toEqual([
      ['a', 'Léo Roussel'],
      ['c', 'Thomas Lemaire'],
    ]);
  });

  it('replaces whatever name a participant came with by the record’s', () => {
    const names = new Map([['s1', 'Léo Roussel']]);
    expect(withParticipantNames([{ userId: 's1', fullName: 'typed by hand', attendance: 'present' }], names)).toEqual([
      { userId: 's1', fullName: 'Léo Roussel', attendance: 'present' },
    ]);
  });

  it('keeps the previous name of a person whose record is gone, and never a client’s copy otherwise', () => {
    const names = new Map<string, string>();
    expect(withParticipantNames([{ userId: 's1', fullName: 'typed' }], names, [{ userId: 's1', fullName: 'Léo Roussel' }])).toEqual([
      { userId: 's1', fullName: 'Léo Roussel' },
    ]);
    expect(withParticipantNames([{ userId: 's2', fullName: 'typed' }], names, [{ userId: 's1', fullName: 'Léo Roussel' }])).toEqual([{ userId: 's2' }]);
  });

  it('names one person alike in every session that names them', () => {
    const names = new Map([
      ['t1', 'Thomas Lemaire'],
      ['s1', 'Léo Roussel'],
      ['s2', 'Inès Roussel'],
    ]);
    const sessions = [
      { tutors: [{ userId: 't1' }], students: [{ userId: 's1' }] },
      { tutors: [{ userId: 't1', fullName: 'Old Name' }], students: [{ userId: 's2' }, { userId: 's1' }] },
    ];
    const named = sessions.map((session) => namedParticipants(session, names));
    expect(named[0]).toEqual({ tutors: [{ userId: 't1', fullName: 'Thomas Lemaire' }], students: [{ userId: 's1', fullName: 'Léo Roussel' }] });
    expect(named[1]!.tutors).toEqual([{ userId: 't1', fullName: 'Thomas Lemaire' }]);
    expect(named[1]!.students!.map((student) => student.fullName)).toEqual(['Inès Roussel', 'Léo Roussel']);
    expect(namesChanged(sessions[1]!, named[1]!)).toBe(true);
    expect(namesChanged(named[0]!, namedParticipants(named[0]!, names))).toBe(false);
  });

  it('lists the distinct people a session names', () => {
    expect(participantIds({ tutors: [{ userId: 't1' }], students: [{ userId: 's1' }, { userId: 't1' }, {}] })).toEqual(['t1', 's1']);
    expect(participantIds({})).toEqual([]);
  });

  it('leaves out the fields a session does not have', () => {
    expect(namedParticipants({ tutors: [{ userId: 't1' }] }, new Map())).toEqual({ tutors: [{ userId: 't1' }] });
  });
});
