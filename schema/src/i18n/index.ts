export * from './catalogs.ts';
export * from './translate.ts';
export * from './required-keys.ts';
