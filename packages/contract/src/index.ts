export * from './errors.ts';
export * from './paths.ts';
export * from './me.ts';
export * from './config-ui.ts';
export * from './load-options.ts';
export * from './lists.ts';
export * from './content.ts';
export * from './workflows.ts';
