/**
 * The policy of everything the content origin serves (decision 0078). Package content is
 * written by authoring tools that inline scripts and styles and may load from the web, so
 * the policy is open within the frame; what it protects is who may frame it (the portal,
 * and the content origin's own player page) and that nothing is sniffed. The separation
 * from the learner's session is the origin itself.
 */
export function contentOriginHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self' https: data: blob: 'unsafe-inline' 'unsafe-eval'",
      `connect-src 'self' https: ${portalOrigins.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      `frame-ancestors 'self' ${portalOrigins.join(' ')}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    // The launch token is in every URL here: it never goes to another site as a referrer.
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-site',
  };
}
