import type { GeoPoint, Placed } from './distance.ts';
import { firstShared } from './lists.ts';

/**
 * A pre-filter for the distance rule, for the proposal that weighs every in-person pair of a program: around each
 * student's home, the box of latitudes and longitudes that holds every point within the bound. A tutor whose home is
 * outside it is beyond the bound for sure, found with four comparisons instead of a haversine; a tutor inside it goes
 * through the rule (withinDistance) as before. So the box drops no pair the rule keeps: it only skips work.
 */

/** The radius haversineKm measures on (haversine-distance's equatorial radius), in km. */
const EARTH_RADIUS_KM = 6378.137;
/**
 * Added to the bound: more than the rounding of a distance to 0.1 km (a pair at 10.04 km reads 10.0 and passes a
 * 10 km bound) and any floating-point error, so the box holds every point the rule could keep.
 */
const MARGIN_KM = 0.1;
const RADIANS = Math.PI / 180;

export interface DistanceBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * The bounding box, in degrees, of the points within `maxDistanceKm` (and the margin) of `point`: the box of a
 * spherical cap (J. P. Matuschek, "Finding points within a distance of a latitude/longitude using bounding
 * coordinates"). Undefined when the cap reaches a pole or crosses the antimeridian (180° east, where Wallis and
 * Futuna lie): then nothing is pre-filtered.
 */
export function distanceBoxOf(point: Pick<GeoPoint, 'lat' | 'lon'>, maxDistanceKm: number): DistanceBox | undefined {
  const angle = (maxDistanceKm + MARGIN_KM) / EARTH_RADIUS_KM;
  const lat = point.lat * RADIANS;
  if (lat - angle <= -Math.PI / 2 || lat + angle >= Math.PI / 2) return undefined;
  const deltaLon = Math.asin(Math.sin(angle) / Math.cos(lat)) / RADIANS;
  const deltaLat = angle / RADIANS;
  const box = { minLat: point.lat - deltaLat, maxLat: point.lat + deltaLat, minLon: point.lon - deltaLon, maxLon: point.lon + deltaLon };
  return box.minLon < -180 || box.maxLon > 180 ? undefined : box;
}

/**
 * The pair is measured between the two homes (they share no establishment, which would make it 0 km) and the
 * tutor's home is outside the box around the student's: beyond the bound, whatever the rule's rounding.
 */
export function surelyBeyond(box: DistanceBox, tutor: Placed, student: Placed): boolean {
  const home = tutor.home;
  if (!home || !student.home || firstShared(student.establishments, tutor.establishments) !== undefined) return false;
  return home.lat < box.minLat || home.lat > box.maxLat || home.lon < box.minLon || home.lon > box.maxLon;
}
