import { defaultPresentation, type Presentation } from './define-presentation.ts';
import * as people from './people.presentation.ts';
import * as tutoring from './tutoring.presentation.ts';
import * as organisation from './organisation.presentation.ts';

export * from './define-presentation.ts';

/**
 * The presentation of every resource with a staff screen, by registry name. Built on first use (not when the
 * schema loads), so that a bundle whose first page never presents a record leaves the presentations out.
 */
let registry: ReadonlyMap<string, Presentation> | undefined;
export function presentations(): ReadonlyMap<string, Presentation> {
  registry ??= new Map(
    [...Object.values(people), ...Object.values(tutoring), ...Object.values(organisation).flatMap((entry) => (Array.isArray(entry) ? entry : [entry]))].map(
      (presentation: Presentation) => [presentation.resource, presentation],
    ),
  );
  return registry;
}

const fallbacks = new Map<string, Presentation>();

/** A resource's presentation; one without its own gets one group of every field. */
export function presentationOf(resourceName: string): Presentation {
  const own = presentations().get(resourceName);
  if (own) return own;
  let fallback = fallbacks.get(resourceName);
  if (!fallback) fallbacks.set(resourceName, (fallback = defaultPresentation(resourceName)));
  return fallback;
}
