export * from './runtime.ts';
export * from './source-catalog.ts';
