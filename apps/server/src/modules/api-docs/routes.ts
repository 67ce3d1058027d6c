import type { FastifyInstance } from 'fastify';
import { ALL_CALLS, buildOpenApiDocument, documentCalls } from '@lp/contract/calls';
import { registerCall } from '../../plugins/register-call.ts';
import { renderDocumentPage } from './document-page.ts';

/**
 * The OpenAPI 3.1 document of every call (decision 0016), built once from the contract,
 * and the same as a plain page for operators: no script, so the server pages' policy holds.
 */
export function registerApiDocumentRoutes(app: FastifyInstance, version: string) {
  const document = buildOpenApiDocument(ALL_CALLS, { version });
  const json = JSON.stringify(document);
  const page = renderDocumentPage(document);
  registerCall(app, documentCalls.openApi, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json),
  );
  registerCall(app, documentCalls.docsPage, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
}
