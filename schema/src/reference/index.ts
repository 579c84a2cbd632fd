export * from './programs.ts';
export * from './levels.ts';
export * from './departments.ts';
export * from './countries.ts';
export * from './demo-reference-lists.ts';
export * from './department-of-address.ts';
