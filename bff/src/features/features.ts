import type { FeatureDeclaration } from '../resources/feature-declaration.ts';
import { availabilityFeature } from './availability/availability.feature.ts';
import { contactFeature } from './contact/contact.feature.ts';
import { departmentsFeature } from './departments/departments.feature.ts';
import { geocodingFeature } from './geocoding/geocoding.feature.ts';
import { matchingFeature } from './matching/matching.feature.ts';
import { onboardingFeature } from './onboarding/onboarding.feature.ts';
import { reportsFeature } from './reports/reports.feature.ts';
import { sessionsFeature } from './sessions/sessions.feature.ts';

/**
 * The features that add to the generic resources (hooks on their writes, views of their reads, indexes, routes
 * before theirs), composed by app.ts and the store's preparation. On a resource several features hook, their hooks
 * run in this order: the rules first, the departments last (worked out from the record as the others leave it).
 */
export const FEATURES: readonly FeatureDeclaration[] = [
  availabilityFeature,
  onboardingFeature,
  contactFeature,
  sessionsFeature,
  reportsFeature,
  matchingFeature,
  geocodingFeature,
  departmentsFeature,
];
