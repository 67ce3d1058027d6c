/** The signed-in user, the runtime configuration, sign-in and stored files (doc 1 §5, §7; doc 2 §5). */
import { z } from 'zod';
import { defineCall, FORM_MEDIA_TYPE, JSON_MEDIA_TYPE, type MediaAnswer } from '../call.ts';
import { RuntimeConfigSchema } from '../config-ui.ts';
import { CurrentUserSchema } from '../me.ts';
import { IMAGE_WIDTHS } from '../images.ts';
import { ApiPrefix, AuthPaths, ME_PATH } from '../paths.ts';
import { IdParamsSchema, NoBodySchema } from '../schemas/common.ts';
import { ImpersonationSchema, SignOutAnswerSchema } from '../schemas/session.ts';

const REDIRECT: MediaAnswer = { mediaType: [], description: 'A redirect (Location)' };
const PAGE: MediaAnswer = { mediaType: 'text/html', description: 'A page of the server' };
/** Sign-in parameters are read as they come (an unusable redirect URL falls back to the app's root), never refused. */
const queryText = z.union([z.string(), z.array(z.string())]).optional();
const tags = ['Session'];
const widths = IMAGE_WIDTHS.join(', ');
/** A stored image at one of the served widths (other parameters, such as a cache-buster, are let through). */
const FileQuerySchema = z.looseObject({
  width: z
    .string({ error: 'width may be given once' })
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(Number(w)) && /^\d+$/.test(w), `width must be one of ${widths}`)
    .transform(Number)
    .optional()
    .describe(`A PNG, JPEG or WebP image scaled down to this width in pixels (${widths}), never enlarged; other files come whole`),
});

export const sessionCalls = {
  me: defineCall({ method: 'GET', path: ME_PATH, summary: 'The signed-in user', tags, responses: { 200: CurrentUserSchema } }),
  configUi: defineCall({
    method: 'GET',
    path: AuthPaths.configUi,
    summary: "The tenant's runtime configuration of the web app",
    tags,
    public: true,
    responses: { 200: RuntimeConfigSchema },
  }),
  login: defineCall({
    method: 'GET',
    path: AuthPaths.login,
    summary: 'Begin sign-in at the OpenID Connect issuer',
    tags,
    public: true,
    query: z.looseObject({ redirectUrl: queryText, provider: queryText }),
    responses: { 302: REDIRECT, 503: PAGE },
  }),
  callback: defineCall({
    method: 'GET',
    path: AuthPaths.callback,
    summary: "The issuer's answer to a sign-in",
    tags,
    public: true,
    query: z.looseObject({}),
    responses: { 302: REDIRECT, 502: PAGE },
  }),
  logoutPage: defineCall({
    method: 'GET',
    path: AuthPaths.logout,
    summary: 'The sign-out confirmation form',
    tags,
    public: true,
    responses: { 200: PAGE, 302: REDIRECT },
  }),
  logout: defineCall({
    method: 'POST',
    path: AuthPaths.logout,
    summary: 'Sign out: from the app (X-Requested-With, JSON answer) or from the confirmation form (its token, a redirect)',
    tags,
    public: true,
    csrf: false,
    // The confirmation form posts its token; the app posts {} with X-Requested-With.
    body: z.object({ token: z.string().max(200).optional().describe("The confirmation form's token") }).optional(),
    bodyMediaTypes: [FORM_MEDIA_TYPE, JSON_MEDIA_TYPE],
    responses: { 200: SignOutAnswerSchema, 303: REDIRECT },
  }),
  impersonate: defineCall({
    method: 'POST',
    path: AuthPaths.impersonate,
    summary: 'Sign in as another user (administrators)',
    tags,
    body: ImpersonationSchema,
    responses: { 200: ImpersonationSchema },
  }),
  stopImpersonation: defineCall({
    method: 'POST',
    path: AuthPaths.stopImpersonation,
    summary: "Return to one's own account",
    tags,
    body: NoBodySchema,
    responses: { 200: ImpersonationSchema },
  }),
  file: defineCall({
    method: 'GET',
    path: `${ApiPrefix.storage}/files/:id`,
    summary: 'A stored file (ranges, HEAD): public ones to anyone, the rest to learners who may open its activity',
    tags: ['Storage'],
    public: true,
    params: IdParamsSchema,
    query: FileQuerySchema,
    responses: {
      200: { mediaType: '*/*', description: 'The bytes, in their stored content type' },
      206: { mediaType: '*/*', description: 'A range of the bytes, in their stored content type' },
      416: null,
    },
  }),
};

/** The document itself and its page for operators. */
export const documentCalls = {
  openApi: defineCall({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags: ['API description'],
    public: true,
    responses: { 200: { mediaType: 'application/json', description: 'The OpenAPI document' } },
  }),
  docsPage: defineCall({
    method: 'GET',
    path: '/api/docs',
    summary: 'This document as a page for people',
    tags: ['API description'],
    public: true,
    responses: { 200: PAGE },
  }),
};
