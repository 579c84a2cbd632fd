import { LEVELS } from '@binome/schema';

const LEVEL_NAMES = new Map<string, string>(LEVELS.map((level) => [level._id, level.levelName]));

/** A school level by its French school name ("6ème"), never its id: these names are not translated. */
export const levelName = (levelId: string | undefined): string => (levelId && LEVEL_NAMES.get(levelId)) ?? '';

const LEVEL_ORDER = new Map<string, number>(LEVELS.map((level) => [level._id, level.order]));

/** School order (CM1 first), unknown levels last. */
export const bySchoolOrder = (a: string, b: string) => (LEVEL_ORDER.get(a) ?? Infinity) - (LEVEL_ORDER.get(b) ?? Infinity);
