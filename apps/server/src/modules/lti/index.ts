// What the app uses of the LTI module: its routes, the platform keys, their rotation, and the tenant's issuer URL.
export { registerLtiRoutes } from './routes.ts';
export { PlatformKeys, rotatePlatformKeys } from './platform-keys.ts';
export { platformIssuer } from './issuer.ts';
