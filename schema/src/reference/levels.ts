/**
 * The nine school levels with permanent ids (section 3), from CM1 to Terminale, in school order. Names are the
 * French school names and are not translated; descriptions are in i18n (`levelDescriptions.<levelId>`).
 */
export const LEVELS = [
  { _id: 'level-cm1', levelName: 'CM1', group: 'primary', order: 1 },
  { _id: 'level-cm2', levelName: 'CM2', group: 'primary', order: 2 },
  { _id: 'level-6eme', levelName: '6ème', group: 'middle', order: 3 },
  { _id: 'level-5eme', levelName: '5ème', group: 'middle', order: 4 },
  { _id: 'level-4eme', levelName: '4ème', group: 'middle', order: 5 },
  { _id: 'level-3eme', levelName: '3ème', group: 'middle', order: 6 },
  { _id: 'level-seconde', levelName: 'Seconde', group: 'high', order: 7 },
  { _id: 'level-premiere', levelName: 'Première', group: 'high', order: 8 },
  { _id: 'level-terminale', levelName: 'Terminale', group: 'high', order: 9 },
] as const;

export type LevelId = (typeof LEVELS)[number]['_id'];
export type LevelGroup = (typeof LEVELS)[number]['group'];
export const LEVEL_IDS = LEVELS.map((level) => level._id) as [LevelId, ...LevelId[]];
