export * from './messages.ts';
export * from './contact.ts';
export * from './password.ts';
export * from './age.ts';
export * from './file.ts';
export * from './availability.ts';
export * from './availability-grid.ts';
export * from './forms.ts';
