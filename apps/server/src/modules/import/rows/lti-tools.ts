import type { ImportFile } from '../schema/index.ts';
import { T } from '../tables.ts';
import { idOf, type BuildContext, type Step } from './context.ts';

/** Tool registrations: written before the courses, whose activities point at them. */
export function ltiToolSteps(file: ImportFile, ctx: BuildContext): Step[] {
  const rows = file.ltiTools.map((t) => ({
    id: idOf(ctx, 'ltiTool', t.externalId),
    tenant_id: ctx.tenantId,
    external_id: t.externalId,
    name: t.name,
    client_id: t.clientId,
    deployment_id: t.deploymentId,
    login_url: t.loginUrl,
    redirect_uris: [...new Set(t.redirectUris)],
    target_link_uri: t.targetLinkUri,
    jwks_url: t.jwksUrl ?? null,
    public_jwk: t.publicJwk ?? null,
    custom_parameters: t.customParameters,
    messages: [...new Set(t.messages)],
    scopes: [...new Set(t.scopes)],
    share_name: t.shareName,
    share_email: t.shareEmail,
  }));
  return [{ spec: T.ltiTools, rows }];
}
