import { describe, expect, it } from 'vitest';
import { suggestionsOf } from '../../src/geocoding/ban-geocoder.ts';

/** How the national address base's answer becomes places to offer (its GeoJSON, as documented by the service). */
describe('suggestionsOf', () => {
  const feature = (properties: Record<string, unknown>) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [2.35, 48.85] }, properties });

  it('gives a house and a street their street line, a commune none', () => {
    const places = suggestionsOf({
      features: [
        feature({ type: 'housenumber', label: '12 Rue de Rivoli 75004 Paris', name: '12 Rue de Rivoli', postcode: '75004', city: 'Paris' }),
        feature({ type: 'street', label: 'Rue de Rivoli 75001 Paris', name: 'Rue de Rivoli', postcode: '75001', city: 'Paris' }),
        feature({ type: 'municipality', label: 'Rivolet', name: 'Rivolet', postcode: '69640', city: 'Rivolet' }),
      ],
    });
    expect(places).toEqual([
      { label: '12 Rue de Rivoli 75004 Paris', addressLine1: '12 Rue de Rivoli', zipCode: '75004', city: 'Paris', precision: 'housenumber' },
      { label: 'Rue de Rivoli 75001 Paris', addressLine1: 'Rue de Rivoli', zipCode: '75001', city: 'Paris', precision: 'street' },
      { label: 'Rivolet', zipCode: '69640', city: 'Rivolet', precision: 'municipality' },
    ]);
  });

  it('leaves out what is no address, and reads an unknown type as a commune', () => {
    expect(suggestionsOf(null)).toEqual([]);
    expect(suggestionsOf({ features: 'none' })).toEqual([]);
    expect(suggestionsOf({ features: [feature({ type: 'housenumber', name: 'x' }), feature({ postcode: '', city: 'Paris' }), null, 3] })).toEqual([]);
    expect(suggestionsOf({ features: [feature({ type: 'poi', postcode: '75004', city: 'Paris', name: 'Hôtel de Ville' })] })).toEqual([
      { label: '75004 Paris', zipCode: '75004', city: 'Paris', precision: 'municipality' },
    ]);
  });
});
