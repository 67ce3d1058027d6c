// What other modules may use of the profile module: its routes (the learner's units and time zone).
export { registerProfileRoutes } from './routes.ts';
