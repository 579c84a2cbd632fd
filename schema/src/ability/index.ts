export * from './effective-role.ts';
export * from './permission-table.ts';
export * from './define-ability.ts';
export * from './serialize.ts';
export { subject } from '@casl/ability';
export * from './reach.ts';
export * from './own-profile.ts';
export * from './partner-scopes.ts';
export * from './local-reach.ts';
