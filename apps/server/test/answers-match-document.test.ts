import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { listCalls } from '@lp/contract/calls';
import { registerCall } from '../src/lib/register-call.ts';
import { checkAnswersAgainstDocument, takeAnswerMismatches } from './answers-match-document.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The check every server test runs under (decision 0016), shown to catch each kind of drift on calls that answer wrongly on purpose. */
describe('the answer check', () => {
  it('reports a field the document lacks, a value its schema refuses and a status it does not list', async () => {
    const app = Fastify();
    checkAnswersAgainstDocument(app);
    // A field the contract lacks: the serialiser drops it, so only the handler's answer shows it.
    registerCall(app, listCalls.publicShowcases, async () => [{ id: SOME_ID, name: 'Showcase', secret: 'leaked' }]);
    // An id that is no UUID (ids are written unescaped: the pattern is what keeps that safe).
    registerCall(app, listCalls.publicFilterCategories, async () => [{ id: 'not-an-id', name: 'Category', attributes: [] }]);
    registerCall(app, listCalls.public, async (_request, reply) => reply.status(201).send({ data: [] }));
    await app.ready();
    for (const url of [listCalls.publicShowcases.path, listCalls.publicFilterCategories.path, listCalls.public.path]) await app.inject({ method: 'GET', url });
    await app.close();

    const found = takeAnswerMismatches();
    expect(found.filter((m) => m.includes('showcases'))).toEqual([expect.stringMatching(/as handed to the serialiser.*additional properties/)]);
    expect(found.filter((m) => m.includes('filter-categories'))).toEqual([
      expect.stringMatching(/as sent.*must match pattern/),
      expect.stringMatching(/as handed to the serialiser.*must match pattern/),
    ]);
    expect(found.filter((m) => m.includes('objectives/query'))).toEqual([expect.stringMatching(/lists no 201 answer/)]);
  });
});
