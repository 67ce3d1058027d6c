// What other modules may use of the tutor module: its routes and the language model's configuration.
export { registerTutorRoutes } from './routes.ts';
export type { LanguageModelConfig } from './language-model.ts';
