export * from './locale.ts';
export * from './dates.ts';
export * from './numbers.ts';
export * from './elision.ts';
export * from './slug.ts';
