import { establishments, parents, prospects, students, tutors } from '@binome/schema';
import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { hooksFor } from '../../resources/write-hooks.ts';
import { addressLocationHooks } from './geocoding-hooks.ts';

/** The point of every address a person or an establishment has, set by the server on their generic writes. */
export const geocodingFeature: FeatureDeclaration = {
  writeHooks: {
    tutors: hooksFor(tutors, addressLocationHooks),
    students: hooksFor(students, addressLocationHooks),
    parents: hooksFor(parents, addressLocationHooks),
    prospects: hooksFor(prospects, addressLocationHooks),
    establishments: hooksFor(establishments, addressLocationHooks),
  },
};
