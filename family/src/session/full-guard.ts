// The whole route guard (abilities, every resource), loaded only when the light one cannot tell (guard.tsx): its
// own module, so that the lazy chunk holds the guard's graph and not every export of the schema.
export { guardRoute } from '@binome/schema';
