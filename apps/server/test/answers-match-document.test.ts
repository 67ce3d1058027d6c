import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { certificateFileCalls, listCalls, ltiCalls } from '@lp/contract/calls';
import { registerCall } from '../src/plugins/register-call.ts';
import { checkAnswersAgainstDocument, mediaTypeMatches, takeAnswerMismatches } from './answers-match-document.ts';

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
    for (const url of [listCalls.publicShowcases.path, listCalls.publicFilterCategories.path, listCalls.public.path])
      await app.inject({ method: 'GET', url });
    await app.close();

    const found = takeAnswerMismatches();
    expect(found.filter((m) => m.includes('showcases'))).toEqual([
      expect.stringMatching(/as handed to the serialiser.*additional properties/),
    ]);
    expect(found.filter((m) => m.includes('filter-categories'))).toEqual([
      expect.stringMatching(/as sent.*must match pattern/),
      expect.stringMatching(/as handed to the serialiser.*must match pattern/),
    ]);
    expect(found.filter((m) => m.includes('objectives/query'))).toEqual([expect.stringMatching(/lists no 201 answer/)]);
  });

  it('reports an answer whose media type the document does not name for its call and status, refusals and files too', async () => {
    const app = Fastify();
    checkAnswersAgainstDocument(app);
    // Plain routes at the calls' paths: what a handler that forgot the contract's media types would send.
    app.get(certificateFileCalls.publicCertificateFile.path, async (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.from('%PDF')),
    );
    app.get(ltiCalls.lineItem.path, async (_request, reply) => reply.type('application/json').send({ id: 'x' }));
    app.get(listCalls.publicShowcases.path, async (_request, reply) => reply.status(404).type('text/html').send('<p>Not here</p>'));
    registerCall(app, ltiCalls.results, async (_request, reply) =>
      reply.status(303).header('location', '/').type('text/html').send('<p>moved</p>'),
    );
    await app.ready();
    const withIds = (path: string) => path.replace(/:[A-Za-z]+/g, SOME_ID);
    for (const url of [
      certificateFileCalls.publicCertificateFile.path.replace(':file', 'n.pdf'),
      withIds(ltiCalls.lineItem.path),
      listCalls.publicShowcases.path,
      withIds(ltiCalls.results.path),
    ]) {
      await app.inject({ method: 'GET', url });
    }
    await app.close();

    expect(takeAnswerMismatches()).toEqual([
      expect.stringMatching(/n\.pdf → 200 is application\/octet-stream, the document says application\/pdf or image\/png/),
      expect.stringMatching(
        /lineitems\/[-0-9]+ → 200 is application\/json, the document says application\/vnd\.ims\.lis\.v2\.lineitem\+json/,
      ),
      expect.stringMatching(/showcases → 404 is text\/html, the document says application\/json/),
      expect.stringMatching(/results → 303: the document lists no 303 answer/),
    ]);
  });

  it('takes a media type inside a range the document names', () => {
    expect(mediaTypeMatches('image/png', '*/*')).toBe(true);
    expect(mediaTypeMatches('image/png', 'image/*')).toBe(true);
    expect(mediaTypeMatches('text/html', 'image/*')).toBe(false);
    expect(mediaTypeMatches('application/json', 'application/vnd.ims.lis.v2.lineitem+json')).toBe(false);
  });
});
