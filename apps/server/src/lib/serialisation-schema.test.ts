import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { PublicCourse } from '@lp/contract';
import { listCalls } from '@lp/contract/calls';
import { registerCall } from '../plugins/register-call.ts';
import { serialisationSchema } from './serialisation-schema.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const course: PublicCourse = {
  id: ID,
  objective: {
    id: ID,
    name: 'Quotes " and \\ backslashes\u2028 stay text',
    code: null,
    description: '</script><b>',
    imageUrl: null,
    gradingScaleId: null,
    showcases: [],
    announcementChannelId: null,
    activity: { state: 2, type: 'composite', childrenCount: 3, presentationMode: 0, supportReview: true, duration: null },
    enableAiTutor: false,
    accessNewContentAfterCompletion: true,
  },
};

describe('answers as the serialiser writes them (decision 0016)', () => {
  it('writes nullable objects without anyOf and ids unescaped, caller text escaped', () => {
    const schema = JSON.stringify(serialisationSchema(listCalls.catalog.responses[200]));
    expect(schema).not.toContain('anyOf');
    expect(schema).toContain('"nullable":true');
    expect(schema).toContain('"format":"unsafe"');
  });

  it('writes what JSON.stringify writes, less the fields the contract does not name', async () => {
    const app = Fastify();
    registerCall(app, listCalls.public, async () => ({ data: [{ ...course, internal: 'never sent' } as PublicCourse], totalCount: 1 }));
    const res = await app.inject({ method: 'GET', url: listCalls.public.path });
    await app.close();
    expect(res.body).toBe(JSON.stringify({ data: [course], totalCount: 1 }));
  });
});
