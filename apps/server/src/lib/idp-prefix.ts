/** Where the bundled identity provider is mounted: its routes and the default OIDC issuer (config.publicUrl + IDP_PREFIX). */
export const IDP_PREFIX = '/idp';
