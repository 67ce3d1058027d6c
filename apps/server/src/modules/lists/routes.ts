import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIST_PATHS, type SortItem } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { readLoadOptions } from './load-options.ts';
import { ENROLLED_FIELDS, LIST_SORTABLE, queryEnrolledCourses } from './enrolled-repository.ts';
import { CATALOG_FIELDS, findVisibleObjective, PUBLIC_FIELDS, queryCatalogCourses, queryPublicCourses } from './catalog-repository.ts';
import { listFilterCategories, listGradingScales, listShowcases, listTerms } from './taxonomy-repository.ts';

/** doc 1 §9: objective lists sort by name ascending unless asked otherwise. */
const DEFAULT_SORT: SortItem[] = [{ selector: 'objective.name', desc: false }];
type Query = Record<string, unknown>;

/** doc 1 §7 Lists and catalog; doc 2 §7 open catalog. The learner is always the session's. */
export function registerListRoutes(app: FastifyInstance, db: Db) {
  app.get(LIST_PATHS.enrolled, async (request) => {
    const user = currentUser(request);
    const options = readLoadOptions(request.query as Query, ENROLLED_FIELDS, LIST_SORTABLE, DEFAULT_SORT);
    return queryEnrolledCourses(db, request.tenant.id, user.id, options, new Date());
  });

  app.get(LIST_PATHS.catalog, async (request) => {
    const user = currentUser(request);
    const options = readLoadOptions(request.query as Query, CATALOG_FIELDS, LIST_SORTABLE, DEFAULT_SORT);
    return queryCatalogCourses(db, request.tenant.id, user.id, options, new Date());
  });

  app.get(LIST_PATHS.public, async (request) => {
    const options = readLoadOptions(request.query as Query, PUBLIC_FIELDS, LIST_SORTABLE, DEFAULT_SORT);
    return queryPublicCourses(db, request.tenant.id, options);
  });

  app.get(`${LIST_PATHS.publicObjective(':id')}`, async (request) => {
    const { id } = z.object({ id: z.uuid() }).parse(request.params);
    const objective = await findVisibleObjective(db, request.tenant.id, id, { kind: 'public' });
    if (!objective) throw notFound('This course is not available.');
    return { id, objective };
  });

  app.get(LIST_PATHS.terms, async (request) => {
    currentUser(request);
    return listTerms(db, request.tenant.id);
  });
  app.get(LIST_PATHS.gradingScales, async (request) => {
    currentUser(request);
    const data = await listGradingScales(db, request.tenant.id);
    return { data, totalCount: data.length };
  });
  app.get(LIST_PATHS.enrolledFilterCategories, async (request) =>
    listFilterCategories(db, request.tenant.id, { kind: 'enrolled', userId: currentUser(request).id }),
  );
  app.get(LIST_PATHS.catalogFilterCategories, async (request) => {
    currentUser(request);
    return listFilterCategories(db, request.tenant.id, { kind: 'catalog' });
  });
  app.get(LIST_PATHS.publicFilterCategories, async (request) => listFilterCategories(db, request.tenant.id, { kind: 'public' }));
  app.get(LIST_PATHS.enrolledShowcases, async (request) =>
    listShowcases(db, request.tenant.id, { kind: 'enrolled', userId: currentUser(request).id }),
  );
  app.get(LIST_PATHS.catalogShowcases, async (request) => {
    currentUser(request);
    return listShowcases(db, request.tenant.id, { kind: 'catalog' });
  });
  app.get(LIST_PATHS.publicShowcases, async (request) => listShowcases(db, request.tenant.id, { kind: 'public' }));
}
