import haversineDistance from 'haversine-distance';
import type { TutoringMode } from './modes.ts';
import { firstShared } from './lists.ts';

/**
 * Where a tutor and a student would meet, and how far apart they are (issue "Matching that staff can trust", place).
 * Distances are straight lines (haversine) between the points the geocoder gave their addresses. A point found only
 * for the commune (the street was not found) still gives a distance, said to be about; without a point on either
 * side, the departments decide: the same department passes with the distance unknown, another does not pass a
 * bounded program.
 */

/** How precisely the geocoder placed an address (the BAN's `properties.type`). */
export const GEO_PRECISIONS = ['housenumber', 'street', 'locality', 'municipality'] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

export interface GeoPoint {
  lon: number;
  lat: number;
  precision: GeoPrecision;
}

/** What the distance of a pair rests on, said in its reason. */
export type DistanceBasis =
  /** Both addresses placed at the street or the house: the distance is the one shown. */
  | 'address'
  /** One of them placed at its commune only: the distance is about right. */
  | 'commune'
  /** They meet at an establishment both name: nobody travels to the other. */
  | 'sameEstablishment'
  /** No point on one side, the same department on both. */
  | 'sameDepartment'
  /** No point on one side, different departments. */
  | 'otherDepartment'
  /** Neither a point nor a department on one side. */
  | 'unknown';

export interface PairDistance {
  basis: DistanceBasis;
  /** Kilometres, one decimal; only for `address` and `commune`. */
  km?: number;
}

/** What the distance reads of a person. */
export interface Placed {
  /** The point of their address, when the geocoder found it. */
  home: GeoPoint | undefined;
  /** The department of their address (else of their record): the fallback when there is no point. */
  homeDepartment: string | undefined;
  establishments: readonly string[];
  modes: readonly TutoringMode[];
}

/** Straight-line kilometres between two points, to one decimal. */
export function haversineKm(a: Pick<GeoPoint, 'lon' | 'lat'>, b: Pick<GeoPoint, 'lon' | 'lat'>): number {
  return Math.round(haversineDistance(a, b) / 100) / 10;
}

/**
 * A point as the haversine formula reads it, worked out once per person: its latitude and longitude in radians and
 * the cosine of its latitude. The proposal measures millions of pairs; converting both points on each was a tenth of
 * its scan.
 */
export interface RadianPoint {
  lat: number;
  lon: number;
  cosLat: number;
}

export function radianPointOf(point: Pick<GeoPoint, 'lon' | 'lat'>): RadianPoint {
  // The very operations of haversine-distance (x * PI / 180, then its cosine), so the same numbers to the last bit.
  const lat = (point.lat * Math.PI) / 180.0;
  return { lat, lon: (point.lon * Math.PI) / 180.0, cosLat: Math.cos(lat) };
}

/**
 * haversineKm between two prepared points: haversine-distance's formula, in its order (a the first point, b the
 * second), so it gives the same kilometres as haversineKm(a, b) exactly (a test compares them on random points).
 */
export function haversineKmOfRadians(aLat: number, aLon: number, aCosLat: number, bLat: number, bLon: number, bCosLat: number): number {
  const halfLat = Math.sin((bLat - aLat) / 2);
  const halfLon = Math.sin((bLon - aLon) / 2);
  const ht = halfLat * halfLat + aCosLat * bCosLat * (halfLon * halfLon);
  return Math.round((2 * EARTH_RADIUS_M * Math.atan2(Math.sqrt(ht), Math.sqrt(1 - ht))) / 100) / 10;
}

/** haversine-distance's radius (its equatorial radius), in metres. */
const EARTH_RADIUS_M = 6378137;

/**
 * Only a pair that would meet in person has a distance rule: they share no mode but in person. Plain loops, no
 * list made: the proposal asks this of millions of pairs.
 */
export function meetsInPersonOnly(tutor: Pick<Placed, 'modes'>, student: Pick<Placed, 'modes'>): boolean {
  return tutor.modes.includes('in-person') && student.modes.includes('in-person') && !(tutor.modes.includes('online') && student.modes.includes('online'));
}

/**
 * The kilometres of the pair when they are known (a shared establishment is 0), else undefined: what the score and
 * the distance rule read.
 */
export function knownKm(tutor: Placed, student: Placed): number | undefined {
  if (firstShared(student.establishments, tutor.establishments) !== undefined) return 0;
  return tutor.home && student.home ? haversineKm(tutor.home, student.home) : undefined;
}

/** How far the tutor's home is from where the student is tutored: their shared establishment, else the student's home. */
export function distanceOfPair(tutor: Placed, student: Placed): PairDistance {
  if (firstShared(student.establishments, tutor.establishments) !== undefined) return { basis: 'sameEstablishment', km: 0 };
  if (tutor.home && student.home) {
    const precise = isPrecise(tutor.home) && isPrecise(student.home);
    return { basis: precise ? 'address' : 'commune', km: haversineKm(tutor.home, student.home) };
  }
  if (!tutor.homeDepartment || !student.homeDepartment) return { basis: 'unknown' };
  return { basis: tutor.homeDepartment === student.homeDepartment ? 'sameDepartment' : 'otherDepartment' };
}

/**
 * The distance rule: within the program's bound (`undefined`: no bound), for a pair that would meet in person.
 * Unknown distances pass in the same department (and where nothing tells), never across departments.
 */
export function withinDistance(tutor: Placed, student: Placed, maxDistanceKm: number | undefined): boolean {
  if (maxDistanceKm === undefined || !meetsInPersonOnly(tutor, student)) return true;
  return kmPasses(knownKm(tutor, student), tutor, student, maxDistanceKm);
}

export function distancePasses(distance: PairDistance, maxDistanceKm: number): boolean {
  if (distance.km !== undefined) return distance.km <= maxDistanceKm;
  return distance.basis !== 'otherDepartment';
}

/**
 * The same rule as distancePasses, from the pair's known kilometres (knownKm) when the caller has worked them out
 * already: the proposal reads them once per pair, for the rule and for the score.
 */
export function kmPasses(km: number | undefined, tutor: Placed, student: Placed, maxDistanceKm: number): boolean {
  if (km !== undefined) return km <= maxDistanceKm;
  return !tutor.homeDepartment || !student.homeDepartment || tutor.homeDepartment === student.homeDepartment;
}

function isPrecise(point: GeoPoint): boolean {
  return point.precision === 'housenumber' || point.precision === 'street';
}
