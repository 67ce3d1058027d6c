import type { FastifyInstance } from 'fastify';
import type { SortItem } from '@lp/contract';
import { listCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { readLoadOptions } from '../../lib/load-options.ts';
import { ENROLLED_FIELDS, enrolledSortable, LIST_SORTABLE, queryEnrolledCourses } from './enrolled-repository.ts';
import { CATALOG_FIELDS, findVisibleObjective, PUBLIC_FIELDS, queryCatalogCourses, queryPublicCourses } from './catalog-repository.ts';
import { listFilterCategories, listGradingScales, listShowcases, listTerms } from './taxonomy-repository.ts';

/** doc 1 §9: objective lists sort by name ascending unless asked otherwise. */
const DEFAULT_SORT: SortItem[] = [{ selector: 'objective.name', desc: false }];
/** What My courses may be sorted by (only the names are read here). */
const ENROLLED_SORTABLE = enrolledSortable('now()');

/** doc 1 §7 Lists and catalog; doc 2 §7 open catalog. The learner is always the session's. */
export function registerListRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, listCalls.enrolled, async (request) => {
    const user = currentUser(request);
    const options = readLoadOptions(request.query, ENROLLED_FIELDS, ENROLLED_SORTABLE, DEFAULT_SORT);
    return queryEnrolledCourses(db, request.tenant.id, user.id, options, new Date());
  });

  registerCall(app, listCalls.catalog, async (request) => {
    const user = currentUser(request);
    const options = readLoadOptions(request.query, CATALOG_FIELDS, LIST_SORTABLE, DEFAULT_SORT);
    const answer = await queryCatalogCourses(db, request.tenant.id, user.id, options, new Date());
    return answer.totalCount === undefined ? answer : { ...answer, total: answer.totalCount };
  });

  registerCall(app, listCalls.public, async (request) => {
    const options = readLoadOptions(request.query, PUBLIC_FIELDS, LIST_SORTABLE, DEFAULT_SORT);
    return queryPublicCourses(db, request.tenant.id, options);
  });

  registerCall(app, listCalls.publicObjective, async (request) => {
    const { id } = request.params;
    const objective = await findVisibleObjective(db, request.tenant.id, id, { kind: 'public' });
    if (!objective) throw notFound('This course is not available.');
    return { id, objective };
  });

  registerCall(app, listCalls.terms, async (request) => {
    currentUser(request);
    return listTerms(db, request.tenant.id);
  });
  registerCall(app, listCalls.gradingScales, async (request) => {
    currentUser(request);
    const data = await listGradingScales(db, request.tenant.id);
    return { data, totalCount: data.length };
  });
  registerCall(app, listCalls.enrolledFilterCategories, async (request) =>
    listFilterCategories(db, request.tenant.id, { kind: 'enrolled', userId: currentUser(request).id }),
  );
  registerCall(app, listCalls.catalogFilterCategories, async (request) => {
    currentUser(request);
    return listFilterCategories(db, request.tenant.id, { kind: 'catalog' });
  });
  registerCall(app, listCalls.publicFilterCategories, async (request) => listFilterCategories(db, request.tenant.id, { kind: 'public' }));
  registerCall(app, listCalls.enrolledShowcases, async (request) =>
    listShowcases(db, request.tenant.id, { kind: 'enrolled', userId: currentUser(request).id }),
  );
  registerCall(app, listCalls.catalogShowcases, async (request) => {
    currentUser(request);
    return listShowcases(db, request.tenant.id, { kind: 'catalog' });
  });
  registerCall(app, listCalls.publicShowcases, async (request) => listShowcases(db, request.tenant.id, { kind: 'public' }));
}
