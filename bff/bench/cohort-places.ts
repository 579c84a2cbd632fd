import { departmentOfZipCode } from '@binome/schema/matching';
import { addressFingerprint } from '../src/geocoding/address-fingerprint.ts';
import { STAND_IN_COMMUNES, type StandInCommune } from '../src/geocoding/stand-in-places.ts';

/**
 * Where the benchmark's people live: a commune of their department (the geocoder stand-in's, so that the points are
 * the ones the demo would store), a house a few kilometres around its centre, placed as the server stores it. Most
 * are placed at the house, some only at the commune (the street was not found), a few not at all (the service was
 * down): the matching's three cases, in the shares a real waiting list shows.
 */
const HOUSE_SHARE = 0.9;
const COMMUNE_SHARE = 0.07;
/** How far from the commune's centre a house may be: a large commune, or its neighbours. */
const SPREAD_KM = 4;
const KM_PER_DEGREE_OF_LATITUDE = 111.2;
const GEOCODED_AT = '2026-08-01T00:00:00.000Z';

const communesByDepartment = new Map<string, StandInCommune[]>();
for (const commune of STAND_IN_COMMUNES) {
  const department = departmentOfZipCode(commune.zipCode);
  if (!department) continue;
  const list = communesByDepartment.get(department);
  if (list) list.push(commune);
  else communesByDepartment.set(department, [commune]);
}

export function departmentsWithCommunes(): string[] {
  return [...communesByDepartment.keys()];
}

/** An address of the department, with the point the server would have stored for it (or none). */
export function addressIn(department: string, next: () => number, index: number) {
  const communes = communesByDepartment.get(department);
  if (!communes) throw new Error(`No commune of department ${department} in the stand-in`);
  const commune = communes[Math.floor(next() * communes.length)]!;
  const text = { addressLine1: `${1 + (index % 120)} rue du Banc`, zipCode: commune.zipCode, city: commune.city };
  const draw = next();
  if (draw >= HOUSE_SHARE + COMMUNE_SHARE) return text;
  const atHouse = draw < HOUSE_SHARE;
  // A uniform point in a disc around the centre (the square root spreads them evenly over its area).
  const radius = SPREAD_KM * Math.sqrt(next());
  const angle = 2 * Math.PI * next();
  const lat = commune.lat + (atHouse ? (radius * Math.sin(angle)) / KM_PER_DEGREE_OF_LATITUDE : 0);
  const lon = commune.lon + (atHouse ? (radius * Math.cos(angle)) / (KM_PER_DEGREE_OF_LATITUDE * Math.cos((commune.lat * Math.PI) / 180)) : 0);
  return {
    ...text,
    location: {
      lon: round(lon),
      lat: round(lat),
      precision: atHouse ? 'housenumber' : 'municipality',
      geocodedAt: GEOCODED_AT,
      fingerprint: addressFingerprint(text),
    },
  };
}

function round(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}
