import { createPublicKey } from 'node:crypto';
import { ACS_SCOPE, AgsScope, LtiMessageType } from '@lp/contract/lti';
import { z } from 'zod';
import { externalId, url } from './common.ts';

/** URLs of a registration are compared and signed into tokens: keep them to a sane length. */
const toolUrl = url.max(2048);

/** Members that only a private RSA key has (RFC 7518 §6.3.2): the platform must never hold the tool's. */
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

/** RFC 7518 §3.3: a key of 2048 bits or more must be used with RS256. */
const MIN_MODULUS_BITS = 2048;

function rsaKeyDetails(n: string, e: string): { bits: number; exponent: bigint } | undefined {
  try {
    const details = createPublicKey({ key: { kty: 'RSA', n, e }, format: 'jwk' }).asymmetricKeyDetails;
    return { bits: details?.modulusLength ?? 0, exponent: details?.publicExponent ?? 0n };
  } catch {
    return undefined;
  }
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url');

/** The tool's fixed public key, for a tool that publishes no key set. */
const publicJwkSchema = z
  .looseObject({
    kty: z.literal('RSA'),
    n: base64url.max(2800).describe('Modulus'),
    e: base64url.max(16).describe('Exponent'),
    kid: z.string().min(1).max(200).optional(),
    alg: z.literal('RS256').optional(),
    use: z.literal('sig').optional(),
  })
  .superRefine((jwk, ctx) => {
    const secrets = PRIVATE_JWK_MEMBERS.filter((m) => m in jwk);
    if (secrets.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [secrets[0]!],
        message: `A private key (${secrets.join(', ')}): give the public key only (kty, n, e)`,
      });
      return;
    }
    const key = rsaKeyDetails(jwk.n, jwk.e);
    if (!key) ctx.addIssue({ code: 'custom', path: [], message: 'Not a valid RSA public key' });
    else if (key.exponent < 3n || key.exponent % 2n === 0n)
      ctx.addIssue({ code: 'custom', path: ['e'], message: 'Not a valid RSA public exponent' });
    else if (key.bits < MIN_MODULUS_BITS)
      ctx.addIssue({ code: 'custom', path: ['n'], message: `An RSA key of ${key.bits} bits; RS256 needs ${MIN_MODULUS_BITS} or more` });
  })
  .describe('RSA public key (JWK: kty "RSA", n, e; kid, alg "RS256", use "sig" optional); private members are refused');

const oneOf = <T extends string>(values: readonly T[], what: string) =>
  z.enum(values as [T, ...T[]], {
    error: (issue) => `Unknown ${what} ${JSON.stringify(issue.input)}; expected one of ${values.map((v) => `"${v}"`).join(', ')}`,
  });

const MESSAGES = Object.values(LtiMessageType);
/** Grade services, and assessment control for a proctoring tool (decision 0021). */
const SCOPES = [...Object.values(AgsScope), ACS_SCOPE];

/**
 * An LTI 1.3 tool registered with the tenant (IMS LTI Core 1.3 §3, Security Framework
 * §5.1.1): `lti` activities refer to it by externalId. jwksUrl or publicJwk is required
 * (check-definitions.ts says so with the other rules that tie fields together).
 */
export const ltiToolSchema = z.strictObject({
  externalId,
  name: z.string().trim().min(1).max(200),
  clientId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('OAuth client id of the tool: the aud of the id_tokens, the iss of its client assertions'),
  deploymentId: z.string().trim().min(1).max(255).default('1').describe('LTI deployment id (LTI Core §5.3.3: at most 255 characters)'),
  loginUrl: toolUrl.describe("The tool's OIDC login initiation URL"),
  redirectUris: z
    .array(toolUrl.refine((u) => !u.includes('#'), 'A redirect URI has no fragment (RFC 6749 §3.1.2)'))
    .min(1)
    .max(20)
    .describe('Where id_tokens may be posted; a launch asking for another is refused'),
  targetLinkUri: toolUrl.describe("The tool's launch URL (target_link_uri)"),
  jwksUrl: toolUrl.optional().describe("The tool's public key set, for its client assertions; jwksUrl or publicJwk is required"),
  publicJwk: publicJwkSchema.optional(),
  customParameters: z
    .record(z.string().min(1).max(200), z.string().max(2000))
    .default({})
    .describe('Custom parameters sent with every launch of this tool'),
  messages: z
    .array(oneOf(MESSAGES, 'message type'))
    .min(1)
    .default([...MESSAGES])
    .describe(
      'Messages the tool may be sent (default all: launch, submission review, and the proctoring messages LtiStartProctoring and LtiEndAssessment)',
    ),
  scopes: z
    .array(oneOf(SCOPES, 'service scope'))
    .default([AgsScope.lineItemReadOnly, AgsScope.resultReadOnly, AgsScope.score])
    .describe(
      'Service scopes the tool may be granted: Assignment and Grade Services (default lineitem.readonly, result.readonly, score) and, for a proctoring tool, assessment control (lti-ap control.all)',
    ),
  shareName: z.boolean().default(true).describe("The learner's name is in the id_token"),
  shareEmail: z.boolean().default(true).describe("The learner's email is in the id_token"),
});

export type LtiToolInput = z.output<typeof ltiToolSchema>;
