// The browser's entry: everything but the bundled en-US catalog (index.ts adds it).
export * from './format.ts';
export * from './locales.ts';
export * from './pseudo.ts';
export * from './translator.ts';
