import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceBoxOf, surelyBeyond } from '../../../src/domain/matching/distance-box.ts';
import { haversineKm, withinDistance, type GeoPoint } from '../../../src/domain/matching/index.ts';
import { IN_PERSON, student, tutor } from './people.ts';

/** The point `km` away from `from` on the bearing `degrees` (the sphere haversineKm measures on). */
function pointAt(from: Pick<GeoPoint, 'lat' | 'lon'>, km: number, degrees: number): GeoPoint {
  const radians = Math.PI / 180;
  const angle = km / 6378.137;
  const bearing = degrees * radians;
  const lat1 = from.lat * radians;
  const lon1 = from.lon * radians;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / radians, lon: lon2 / radians, precision: 'housenumber' };
}

const LYON: GeoPoint = { lon: 4.87, lat: 45.7347, precision: 'housenumber' };

describe("the distance pre-filter (the box around a student's home)", () => {
  it('drops no pair the distance rule keeps, right at the bound included, and every pair well beyond it, from Lille to Réunion', () => {
    let dropped = 0;
    fc.assert(
      fc.property(
        fc.double({ min: -25, max: 55, noNaN: true }),
        fc.double({ min: -70, max: 60, noNaN: true }),
        fc.double({ min: 1, max: 50, noNaN: true }),
        // Most pairs within half a kilometre of the bound, where the rule's rounding to 0.1 km decides; some anywhere.
        fc.oneof(fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.double({ min: -50, max: 100, noNaN: true })),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, lon, bound, fromBound, bearing) => {
          const home: GeoPoint = { lat, lon, precision: 'housenumber' };
          const box = distanceBoxOf(home, bound)!;
          const someone = student('s', { modes: IN_PERSON, home, maxDistanceKm: bound });
          const km = Math.max(0, bound + fromBound);
          const other = tutor('t', { modes: IN_PERSON, home: pointAt(home, km, bearing) });
          // Beyond the box's corners (√2 times its half-width), nothing is left to the rule.
          if (km > 1.5 * (bound + 0.1)) expect(surelyBeyond(box, other, someone)).toBe(true);
          if (!surelyBeyond(box, other, someone)) return;
          dropped += 1;
          expect(withinDistance(other, someone, bound)).toBe(false);
        },
      ),
      { numRuns: 5_000 },
    );
    // It does drop pairs: it is a filter, not a formality.
    expect(dropped).toBeGreaterThan(100);
  });

  it('drops a home well beyond the bound in any direction, and keeps one within it', () => {
    const box = distanceBoxOf(LYON, 10)!;
    const someone = student('s', { modes: IN_PERSON, home: LYON, maxDistanceKm: 10 });
    for (const bearing of [0, 90, 180, 270]) {
      expect(surelyBeyond(box, tutor('t', { modes: IN_PERSON, home: pointAt(LYON, 10.5, bearing) }), someone)).toBe(true);
      expect(surelyBeyond(box, tutor('t', { modes: IN_PERSON, home: pointAt(LYON, 9.9, bearing) }), someone)).toBe(false);
    }
    // A pair at 10.04 km reads 10.0 km and passes a 10 km bound: the box keeps it.
    const justOver = pointAt(LYON, 10.04, 0);
    expect(haversineKm(LYON, justOver)).toBe(10);
    expect(surelyBeyond(box, tutor('t', { modes: IN_PERSON, home: justOver }), someone)).toBe(false);
  });

  it('leaves to the rule a pair that meets at a shared establishment, or one without a point', () => {
    const box = distanceBoxOf(LYON, 10)!;
    const far = pointAt(LYON, 200, 45);
    const atSchool = student('s', { modes: IN_PERSON, home: LYON, establishments: ['school-1'], maxDistanceKm: 10 });
    expect(surelyBeyond(box, tutor('t', { modes: IN_PERSON, home: far, establishments: ['school-1'] }), atSchool)).toBe(false);
    expect(surelyBeyond(box, tutor('t', { modes: IN_PERSON }), student('s', { home: LYON }))).toBe(false);
  });

  it('gives no box where the bound reaches a pole or crosses the antimeridian (Wallis and Futuna)', () => {
    expect(distanceBoxOf({ lat: 89.95, lon: 0 }, 10)).toBeUndefined();
    expect(distanceBoxOf({ lat: -13.28, lon: -176.17 }, 10)).toBeDefined();
    expect(distanceBoxOf({ lat: -13.28, lon: 179.95 }, 10)).toBeUndefined();
  });
});
