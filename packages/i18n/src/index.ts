export * from './format.ts';
export * from './locales.ts';
export * from './pseudo.ts';
export * from './translator.ts';
