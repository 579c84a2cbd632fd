export * from './paths.ts';
export * from './staff-screens.ts';
export * from './guard.ts';
export * from './layout.ts';
export * from './menus.ts';
export * from './dashboard.ts';
