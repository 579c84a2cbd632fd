import { describe, expect, it } from 'vitest';
import { acceptedCodings } from '../../src/web/content-coding.ts';

describe('the content codings a client accepts for a built asset', () => {
  it('prefers brotli, then gzip, whatever order the client lists them in', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')[0]).toBe('br');
    expect(acceptedCodings('gzip, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings('gzip, deflate')).toEqual(['gzip', 'identity']);
  });

  it('follows the q-values, and q=0 refuses a coding', () => {
    expect(acceptedCodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br', 'identity']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedCodings('BR;Q=0, gzip;q=0.000')).toEqual(['identity']);
    expect(acceptedCodings('gzip;q=0.5, identity;q=1')).toEqual(['identity', 'gzip']);
  });

  it('reads `*` as every coding not named, and never lets it override a refusal', () => {
    expect(acceptedCodings('*')[0]).toBe('br');
    expect(acceptedCodings('br;q=0, *')).toEqual(['gzip', 'identity']);
    expect(acceptedCodings('*;q=0, gzip')).toEqual(['gzip']);
  });

  it('answers the plain file without the header, with an empty one, or when nothing we have is acceptable', () => {
    expect(acceptedCodings(undefined)).toEqual(['identity']);
    expect(acceptedCodings('')).toEqual(['identity']);
    expect(acceptedCodings('identity')).toEqual(['identity']);
    expect(acceptedCodings('deflate, zstd')).toEqual(['identity']);
    expect(acceptedCodings('identity;q=0')).toEqual(['identity']);
  });
});
