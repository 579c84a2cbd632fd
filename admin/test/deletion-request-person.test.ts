import { describe, expect, it } from 'vitest';
import { onlyAccountFor } from '../src/overrides/data-deletion/account-for-email.ts';

describe('the person a deletion request names', () => {
  const accounts = [
    { id: 'a', contactDetails: { email: 'Ines.Roussel@example.org' } },
    { id: 'b', contactDetails: { email: 'ines.roussel@example.org.uk' } },
    { id: 'c', contactDetails: { email: 'leo@example.org' } },
    { id: 'd', contactDetails: { email: 'leo@example.org' } },
    { id: 'e', contactDetails: null },
  ];

  it('is the one account with the same address, case and spaces aside', () => {
    expect(onlyAccountFor(' ines.roussel@example.org ', accounts)).toBe('a');
  });

  it('is nobody when several accounts or none carry it, or the request has no e-mail', () => {
    expect(onlyAccountFor('leo@example.org', accounts)).toBeUndefined();
    expect(onlyAccountFor('nobody@example.org', accounts)).toBeUndefined();
    expect(onlyAccountFor(undefined, accounts)).toBeUndefined();
  });
});
