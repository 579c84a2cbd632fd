import { createRoute, z } from '@hono/zod-openapi';
import { GEO_PRECISIONS } from '@binome/schema/matching';
import { errorResponses, jsonAnswer } from '../../http/openapi-common.ts';

/** At most this many places are offered at once: a short list under the field, as a person types. */
export const MAX_PLACE_SUGGESTIONS = 8;
export const DEFAULT_PLACE_SUGGESTIONS = 5;

export const PlaceSuggestionSchema = z
  .object({
    label: z.string().openapi({ description: 'The place in words, as the list shows it.' }),
    addressLine1: z.string().optional().openapi({ description: 'The street line, for a house or a street (absent for a commune).' }),
    zipCode: z.string(),
    city: z.string(),
    precision: z.enum(GEO_PRECISIONS).openapi({ description: 'What the place is: a house, a street, a locality or a commune.' }),
  })
  .openapi('PlaceSuggestion');

export const PlacesQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(3)
    .max(200)
    .openapi({ description: 'What has been typed so far (3 characters at least); the last word is read as the start of a word.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PLACE_SUGGESTIONS)
    .optional()
    .openapi({
      description: `How many places to offer (default ${DEFAULT_PLACE_SUGGESTIONS}, at most ${MAX_PLACE_SUGGESTIONS}).`,
      type: 'integer',
      minimum: 1,
      maximum: MAX_PLACE_SUGGESTIONS,
    }),
});

export const placesRoute = createRoute({
  method: 'get',
  path: '/places',
  tags: ['places'],
  security: [{ session: [] }],
  summary: 'Places that match what is typed in an address field',
  description:
    'Place search for the address forms (type a few letters, pick a place: street line, zip code and city are filled). Any signed-in person; answered by the national address base (or its local stand-in in the demo). 503 when the service does not answer in time: the address can still be typed by hand. A few searches a second per person at most (429 with `Retry-After`).',
  request: { query: PlacesQuerySchema },
  responses: {
    200: jsonAnswer(
      'The places, the likeliest first (none is an answer)',
      z.object({ data: z.array(PlaceSuggestionSchema).max(MAX_PLACE_SUGGESTIONS) }).openapi('PlaceSuggestions'),
    ),
    ...errorResponses(400, 401, 429, 503),
  },
});
