export * from './path.ts';
