// What other modules may use of the bundled identity provider: where it is mounted.
export { IDP_PREFIX } from './provider.ts';
