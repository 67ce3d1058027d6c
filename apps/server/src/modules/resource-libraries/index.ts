// What other modules may use of the resource-libraries module (owner of `resource_libraries`): its routes.
export { registerResourceLibraryRoutes } from './routes.ts';
