import { LEVELS } from '@binome/schema';

const LEVEL_NAMES = new Map<string, string>(LEVELS.map((level) => [level._id, level.levelName]));

/** A school level by its French school name ("6ème"), never its id: these names are not translated. */
export const levelName = (levelId: string | undefined): string => (levelId && LEVEL_NAMES.get(levelId)) ?? '';
