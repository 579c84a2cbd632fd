export * from './consents.ts';
export * from './erasure-refusals.ts';
