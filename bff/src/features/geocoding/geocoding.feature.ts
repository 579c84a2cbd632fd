import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { addressLocationHooks } from './geocoding-hooks.ts';

/** The point of every address a person or an establishment has, set by the server on their generic writes. */
export const geocodingFeature: FeatureDeclaration = {
  writeHooks: Object.fromEntries(['tutors', 'students', 'parents', 'prospects', 'establishments'].map((resource) => [resource, addressLocationHooks])),
};
