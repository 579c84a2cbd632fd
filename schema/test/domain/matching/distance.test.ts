import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canBeMatched,
  distanceOfPair,
  distancePoints,
  haversineKm,
  haversineKmOfRadians,
  radianPointOf,
  nearMissRule,
  scoreCandidate,
  SCORE_WEIGHTS,
  unmetConstraints,
  withinDistance,
  type GeoPoint,
} from '../../../src/domain/matching/index.ts';
import { IN_PERSON, ONLINE, student, tutor } from './people.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const point = (lon: number, lat: number, precision: GeoPoint['precision'] = 'housenumber'): GeoPoint => ({ lon, lat, precision });
const LYON = point(4.87, 45.7347);
const VILLEURBANNE = point(4.8798, 45.7719);
const COLOMIERS = point(1.3367, 43.6112, 'municipality');

describe('the distance of a pair', () => {
  it('is the straight line between the two addresses, in km to one decimal', () => {
    expect(haversineKm(LYON, VILLEURBANNE)).toBeCloseTo(4.2, 0);
    expect(haversineKm(LYON, COLOMIERS)).toBeGreaterThan(350);
    expect(distanceOfPair(tutor('t', { home: LYON }), student('s', { home: VILLEURBANNE }))).toEqual({ basis: 'address', km: haversineKm(LYON, VILLEURBANNE) });
  });

  it('measures prepared points to the same kilometres as the plain formula, to the last bit', () => {
    const coordinates = fc.record({ lon: fc.double({ min: -180, max: 180, noNaN: true }), lat: fc.double({ min: -89, max: 89, noNaN: true }) });
    // Near one another (as the proposal's pairs are) and anywhere on Earth.
    const nearby = fc
      .tuple(coordinates, fc.double({ min: -0.3, max: 0.3, noNaN: true }), fc.double({ min: -0.3, max: 0.3, noNaN: true }))
      .map(([a, dLat, dLon]) => [a, { lat: Math.max(-89, Math.min(89, a.lat + dLat)), lon: a.lon + dLon }] as const);
    fc.assert(
      fc.property(fc.oneof(fc.tuple(coordinates, coordinates), nearby), ([a, b]) => {
        const [ra, rb] = [radianPointOf(a), radianPointOf(b)];
        expect(haversineKmOfRadians(ra.lat, ra.lon, ra.cosLat, rb.lat, rb.lon, rb.cosLat)).toBe(haversineKm(a, b));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is about when one address is placed at its commune only', () => {
    expect(distanceOfPair(tutor('t', { home: LYON }), student('s', { home: COLOMIERS })).basis).toBe('commune');
  });

  it('is nothing to travel when they meet at an establishment both name', () => {
    expect(distanceOfPair(tutor('t', { home: LYON, establishments: ['e1'] }), student('s', { home: COLOMIERS, establishments: ['e1'] }))).toEqual({
      basis: 'sameEstablishment',
      km: 0,
    });
  });

  it('falls back to the departments without a point', () => {
    expect(distanceOfPair(tutor('t', { homeDepartment: '69' }), student('s', { homeDepartment: '69', home: VILLEURBANNE }))).toEqual({
      basis: 'sameDepartment',
    });
    expect(distanceOfPair(tutor('t', { homeDepartment: '69', home: LYON }), student('s', { homeDepartment: '31' }))).toEqual({ basis: 'otherDepartment' });
    expect(distanceOfPair(tutor('t'), student('s', { homeDepartment: '31' }))).toEqual({ basis: 'unknown' });
  });
});

describe('the distance rule', () => {
  const inPerson = { modes: IN_PERSON };
  it('keeps an in-person pair within the program bound and refuses one beyond it', () => {
    expect(withinDistance(tutor('t', { ...inPerson, home: LYON }), student('s', { ...inPerson, home: VILLEURBANNE }), 10)).toBe(true);
    expect(withinDistance(tutor('t', { ...inPerson, home: LYON }), student('s', { ...inPerson, home: COLOMIERS }), 10)).toBe(false);
  });

  it('has no bound without a program setting, and none for a pair that may meet online', () => {
    expect(withinDistance(tutor('t', { ...inPerson, home: LYON }), student('s', { ...inPerson, home: COLOMIERS }), undefined)).toBe(true);
    expect(withinDistance(tutor('t', { home: LYON }), student('s', { home: COLOMIERS }), 10)).toBe(true);
    expect(withinDistance(tutor('t', { modes: ONLINE, home: LYON }), student('s', { modes: ONLINE, home: COLOMIERS }), 10)).toBe(true);
  });

  it('passes an unknown distance in the same department and never across departments', () => {
    expect(withinDistance(tutor('t', { ...inPerson, homeDepartment: '69' }), student('s', { ...inPerson, homeDepartment: '69' }), 10)).toBe(true);
    expect(withinDistance(tutor('t', { ...inPerson, homeDepartment: '69' }), student('s', { ...inPerson, homeDepartment: '31' }), 10)).toBe(false);
  });

  it('is a hard constraint and a near miss of its own', () => {
    const far = student('s', { ...inPerson, home: COLOMIERS, homeDepartment: '31', maxDistanceKm: 10 });
    const near = student('s2', { ...inPerson, home: VILLEURBANNE, homeDepartment: '69', maxDistanceKm: 10 });
    const lyon = tutor('t', { ...inPerson, home: LYON, homeDepartment: '69' });
    expect(unmetConstraints(lyon, far)).toEqual(['distance']);
    expect(nearMissRule(unmetConstraints(lyon, far))).toBe('distance');
    expect(canBeMatched(lyon, near)).toBe(true);
  });
});

describe('the distance in the score', () => {
  it('scores nearer higher within the bound, and says the distance', () => {
    const lyon = tutor('t', { modes: IN_PERSON, home: LYON });
    const scores = [0.5, 3, 6, 9.5].map((km) => {
      const home = point(LYON.lon, LYON.lat + km / 111.2);
      return scoreCandidate(lyon, student('s', { modes: IN_PERSON, home, maxDistanceKm: 10 }), NOW);
    });
    const points = scores.map(({ reasons }) => reasons.find((reason) => reason.code === 'distance')!.points);
    for (let index = 1; index < points.length; index += 1) expect(points[index]!).toBeLessThan(points[index - 1]!);
    expect(points[0]!).toBeLessThanOrEqual(SCORE_WEIGHTS.distance);
    expect(scores[1]!.reasons.find((reason) => reason.code === 'distance')).toMatchObject({ basis: 'address', km: 3 });
    expect(distancePoints(undefined, 10)).toBe(0);
  });

  it('says why a distance is unknown', () => {
    const { reasons } = scoreCandidate(tutor('t', { modes: IN_PERSON, homeDepartment: '69' }), student('s', { modes: IN_PERSON, homeDepartment: '69' }), NOW);
    expect(reasons.find((reason) => reason.code === 'distance')).toMatchObject({ basis: 'sameDepartment', points: 0 });
  });
});
