/**
 * What the local stand-in of the national address base knows: the communes of the demo (and of the tests), each by
 * zip code and name with a point near its centre, and a few full addresses placed at the house. Coordinates are
 * [lon, lat] as the national base answers them; they are public facts about communes, rounded, not anybody's home.
 */
export interface StandInCommune {
  zipCode: string;
  city: string;
  lon: number;
  lat: number;
}

export interface StandInAddress extends StandInCommune {
  addressLine1: string;
}

export const STAND_IN_COMMUNES: readonly StandInCommune[] = [
  { zipCode: '75011', city: 'Paris', lon: 2.3795, lat: 48.859 },
  { zipCode: '75013', city: 'Paris', lon: 2.362, lat: 48.8283 },
  { zipCode: '75018', city: 'Paris', lon: 2.3488, lat: 48.8925 },
  { zipCode: '75019', city: 'Paris', lon: 2.3848, lat: 48.8871 },
  { zipCode: '75020', city: 'Paris', lon: 2.3985, lat: 48.8634 },
  { zipCode: '92000', city: 'Nanterre', lon: 2.2069, lat: 48.8924 },
  { zipCode: '92230', city: 'Gennevilliers', lon: 2.2932, lat: 48.9333 },
  { zipCode: '92700', city: 'Colombes', lon: 2.2543, lat: 48.9226 },
  { zipCode: '93200', city: 'Saint-Denis', lon: 2.3574, lat: 48.9362 },
  { zipCode: '93100', city: 'Montreuil', lon: 2.4413, lat: 48.8638 },
  { zipCode: '93300', city: 'Aubervilliers', lon: 2.3821, lat: 48.9146 },
  { zipCode: '93000', city: 'Bobigny', lon: 2.4397, lat: 48.9077 },
  { zipCode: '94400', city: 'Vitry-sur-Seine', lon: 2.3928, lat: 48.7875 },
  { zipCode: '94000', city: 'Créteil', lon: 2.4553, lat: 48.7904 },
  { zipCode: '94200', city: 'Ivry-sur-Seine', lon: 2.3844, lat: 48.8157 },
  { zipCode: '69001', city: 'Lyon', lon: 4.8357, lat: 45.7676 },
  { zipCode: '69003', city: 'Lyon', lon: 4.8506, lat: 45.7597 },
  { zipCode: '69007', city: 'Lyon', lon: 4.8392, lat: 45.7456 },
  { zipCode: '69008', city: 'Lyon', lon: 4.87, lat: 45.7347 },
  { zipCode: '69200', city: 'Vénissieux', lon: 4.887, lat: 45.6975 },
  { zipCode: '69100', city: 'Villeurbanne', lon: 4.8798, lat: 45.7719 },
  { zipCode: '13013', city: 'Marseille', lon: 5.429, lat: 43.35 },
  { zipCode: '13015', city: 'Marseille', lon: 5.364, lat: 43.359 },
  { zipCode: '13090', city: 'Aix-en-Provence', lon: 5.4474, lat: 43.5297 },
  { zipCode: '59000', city: 'Lille', lon: 3.0573, lat: 50.6292 },
  { zipCode: '59100', city: 'Roubaix', lon: 3.1746, lat: 50.6942 },
  { zipCode: '59200', city: 'Tourcoing', lon: 3.1612, lat: 50.7239 },
  { zipCode: '31000', city: 'Toulouse', lon: 1.4442, lat: 43.6045 },
  { zipCode: '31100', city: 'Toulouse', lon: 1.414, lat: 43.585 },
  { zipCode: '31770', city: 'Colomiers', lon: 1.3367, lat: 43.6112 },
  { zipCode: '33000', city: 'Bordeaux', lon: -0.5792, lat: 44.8378 },
  { zipCode: '33700', city: 'Mérignac', lon: -0.6459, lat: 44.8386 },
  { zipCode: '33310', city: 'Lormont', lon: -0.5217, lat: 44.8792 },
  { zipCode: '44000', city: 'Nantes', lon: -1.5536, lat: 47.2184 },
  { zipCode: '44800', city: 'Saint-Herblain', lon: -1.6497, lat: 47.2122 },
  { zipCode: '44400', city: 'Rezé', lon: -1.5663, lat: 47.1813 },
  { zipCode: '67100', city: 'Strasbourg', lon: 7.7617, lat: 48.565 },
  { zipCode: '67300', city: 'Schiltigheim', lon: 7.7476, lat: 48.6071 },
];

/** A few full addresses, placed at the house: how a found street line reads, beside the communes. */
export const STAND_IN_ADDRESSES: readonly StandInAddress[] = [
  { addressLine1: '10 place Bellecour', zipCode: '69002', city: 'Lyon', lon: 4.8322, lat: 45.7578 },
  { addressLine1: '20 rue de la République', zipCode: '69002', city: 'Lyon', lon: 4.8357, lat: 45.7622 },
  { addressLine1: '1 allée du Rouergue', zipCode: '31770', city: 'Colomiers', lon: 1.3353, lat: 43.6105 },
  { addressLine1: '12 rue de Rivoli', zipCode: '75004', city: 'Paris', lon: 2.3572, lat: 48.8553 },
  { addressLine1: '5 avenue Jean Jaurès', zipCode: '93300', city: 'Aubervilliers', lon: 2.3816, lat: 48.9131 },
];

/** The point the stand-in gives an address, found in the tables above: what the demo seed stores without any call. */
export function standInPointOf(address: {
  addressLine1?: string | undefined;
  zipCode?: string | undefined;
  city?: string | undefined;
}): { lon: number; lat: number; precision: 'housenumber' | 'municipality' } | undefined {
  const zip = address.zipCode?.trim();
  const line = normalised(address.addressLine1 ?? '');
  const exact = STAND_IN_ADDRESSES.find((known) => known.zipCode === zip && line !== '' && normalised(known.addressLine1) === line);
  if (exact) return { lon: exact.lon, lat: exact.lat, precision: 'housenumber' };
  const commune =
    STAND_IN_COMMUNES.find((known) => known.zipCode === zip) ?? STAND_IN_COMMUNES.find((known) => normalised(known.city) === normalised(address.city ?? ''));
  return commune && { lon: commune.lon, lat: commune.lat, precision: 'municipality' };
}

export function normalised(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
