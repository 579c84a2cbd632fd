import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { automaticStatusRoute, candidatesRoute } from './matching.routes.ts';

/** `GET /matching/candidates` and `GET /matching/automatic` look like `GET /matching/{id}` and come first. */
export const matchingFeature: FeatureDeclaration = {
  routesBeforeResources: [candidatesRoute, automaticStatusRoute],
};
