import type { FastifyInstance } from 'fastify';
import { attachmentCalls } from '@lp/contract/calls';
import { getTeamHandInRefusal } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { assertGradesCourseOf } from '../../lifecycle/grading.ts';
import { linkAttachments } from '../../data/attachments.ts';
import { isMemberOf } from './team-repository.ts';
import { loadTeamHandIn, lockTeamHandIn, writeTeamHandIn } from './hand-in-repository.ts';

/**
 * A team's one hand-in of its activity (issue 34 item 4, decision 0081): text and files
 * every member reads and any member replaces, naming the version they read, until the
 * team's work is handed in; the course's instructors read it for grading. Anything not the
 * caller's team is a 404, as for the team's other calls (decision 0020).
 */
export function registerHandInRoutes(app: FastifyInstance, db: Db) {
  const memberOnly = async (tenantId: string, userId: string, aggregateId: string, teamId: string) => {
    if (!(await isMemberOf(db, tenantId, userId, aggregateId, teamId))) throw notFound('No such team of yours.');
  };

  registerCall(app, attachmentCalls.teamHandIn, async (request) => {
    const { id, gawId } = request.params;
    await memberOnly(request.tenant.id, currentUser(request).id, id, gawId);
    return (await loadTeamHandIn(db, request.tenant.id, gawId))!;
  });

  registerCall(app, attachmentCalls.saveTeamHandIn, async (request) => {
    const user = currentUser(request);
    const tenantId = request.tenant.id;
    const { id, gawId } = request.params;
    const { body, attachments, version } = request.body;
    await memberOnly(tenantId, user.id, id, gawId);
    await db.transaction(async (tx) => {
      const stored = (await lockTeamHandIn(tx, tenantId, gawId))!;
      const storedVersion = stored.version ?? 0;
      // The same save sent again after a lost answer: already there, nothing to do.
      if (storedVersion === version + 1 && stored.saved_by === user.id && stored.body === body) return;
      const refusal = getTeamHandInRefusal({ teamHandedIn: stored.submitted !== null, storedVersion, readVersion: version });
      if (refusal === 'handedIn') throw conflict("Your team's work is handed in: its hand-in can no longer be changed.");
      if (refusal === 'savedSince')
        throw conflict(
          `${stored.saved_by_name ?? 'Another member'} saved the team's hand-in since you opened it, so yours was not saved. Read their version, then save again.`,
        );
      await writeTeamHandIn(tx, { tenantId, teamId: gawId, body, version: version + 1, savedBy: user.id });
      await linkAttachments(tx, 'handIn', { tenantId, id: gawId, ownerId: user.id }, attachments);
    });
    return (await loadTeamHandIn(db, tenantId, gawId))!;
  });

  registerCall(
    app,
    attachmentCalls.instructorTeamHandIn,
    async (request) => {
      const view = await loadTeamHandIn(db, request.tenant.id, request.params.id);
      if (!view) throw notFound('No such team.');
      return view;
    },
    {
      authorize: async (request) => assertGradesCourseOf(db, currentUser(request), request.tenant.id, { team: request.params.id }),
    },
  );
}
