// What the app uses of the LTI module: its routes, the platform keys, and their rotation.
export { registerLtiRoutes } from './routes.ts';
export { PlatformKeys, rotatePlatformKeys } from './platform-keys.ts';
