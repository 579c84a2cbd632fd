/**
 * @binome/schema: the whole domain of Binôme, once. The BFF, the staff app and the family app derive their
 * routes, screens, forms, checks and labels from what is exported here.
 */
export * from './constants.ts';
export * from './catalogue.ts';
export * from './enums/index.ts';
export * from './reference/index.ts';
export * from './validation/index.ts';
export * from './entities/index.ts';
export * from './resources.ts';
export * from './ability/index.ts';
export * from './routes/index.ts';
export * from './i18n/index.ts';
export * from './presentation/index.ts';
