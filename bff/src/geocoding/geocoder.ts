import type { GeoPrecision } from '@binome/schema/matching';

/** The parts of an address the geocoder reads (people's and establishments' `address`). */
export interface AddressText {
  addressLine1?: string | undefined;
  zipCode?: string | undefined;
  city?: string | undefined;
}

export interface FoundPoint {
  lon: number;
  lat: number;
  precision: GeoPrecision;
}

/**
 * The geocoding port (DESIGN, "Field libraries": the national address base's geocoder behind a port): the point of an
 * address, `undefined` when the service knows no such place, and a thrown error when it cannot answer (down, slow,
 * refusing), so that callers leave the address without a point and the job tries again later.
 */
export interface Geocoder {
  locate(address: AddressText, options?: { signal?: AbortSignal }): Promise<FoundPoint | undefined>;
  /** Places whose name starts as typed (place search in the address forms), the likeliest first; none is an answer. */
  suggest(text: string, options: { limit: number; signal?: AbortSignal }): Promise<PlaceSuggestion[]>;
}

/**
 * A place offered while an address is typed: the words to show, and the parts of the address it fills. A street or a
 * house fills the street line; a commune fills only the zip code and the city.
 */
export interface PlaceSuggestion {
  label: string;
  addressLine1?: string;
  zipCode: string;
  city: string;
  precision: GeoPrecision;
}
