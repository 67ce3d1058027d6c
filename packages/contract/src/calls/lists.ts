/** The lists, the catalog and their taxonomies (doc 1 §7 Lists and catalog; doc 2 §7 open catalog). */
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LIST_PATHS } from '../lists.ts';
import { IdParamsSchema, ListQuerySchema, listOf } from '../schemas/common.ts';
import {
  CatalogCourseSchema,
  EnrolledCourseSchema,
  FilterCategorySchema,
  GradingScaleViewSchema,
  PublicCourseDetailsSchema,
  PublicCourseSchema,
  ShowcaseSchema,
  TermSchema,
} from '../schemas/lists.ts';

const tags = ['Lists and catalog'];
const list = <S extends z.ZodType>(path: string, summary: string, item: S, isPublic = false) =>
  defineCall({
    method: 'GET',
    path,
    summary,
    tags,
    query: ListQuerySchema,
    responses: { 200: listOf(item) },
    ...(isPublic ? { public: true } : {}),
  });
const plain = <S extends z.ZodType>(path: string, summary: string, answer: S, isPublic = false) =>
  defineCall({ method: 'GET', path, summary, tags, responses: { 200: answer }, ...(isPublic ? { public: true } : {}) });

export const listCalls = {
  enrolled: list(LIST_PATHS.enrolled, "My courses: the learner's enrolled courses, with load options", EnrolledCourseSchema),
  catalog: defineCall({
    method: 'GET',
    path: LIST_PATHS.catalog,
    summary: "The catalog, with the learner's own state of each course",
    tags,
    query: ListQuerySchema,
    // doc 1 §7 names this answer's count "total"; it carries both names, like every other list's totalCount.
    responses: {
      200: listOf(CatalogCourseSchema).extend({
        total: z.number().int().optional().describe('The same as totalCount (doc 1 §7 names it total)'),
      }),
    },
  }),
  public: list(LIST_PATHS.public, 'The open catalog (no session)', PublicCourseSchema, true),
  publicObjective: defineCall({
    method: 'GET',
    path: LIST_PATHS.publicObjective(':id'),
    summary: 'One course of the open catalog',
    tags,
    public: true,
    params: IdParamsSchema,
    responses: { 200: PublicCourseDetailsSchema },
  }),
  terms: plain(LIST_PATHS.terms, 'The terms of the tenant', z.array(TermSchema)),
  gradingScales: plain(LIST_PATHS.gradingScales, 'The grading scales of the tenant', listOf(GradingScaleViewSchema)),
  enrolledFilterCategories: plain(LIST_PATHS.enrolledFilterCategories, 'Filter categories of My courses', z.array(FilterCategorySchema)),
  catalogFilterCategories: plain(LIST_PATHS.catalogFilterCategories, 'Filter categories of the catalog', z.array(FilterCategorySchema)),
  publicFilterCategories: plain(
    LIST_PATHS.publicFilterCategories,
    'Filter categories of the open catalog',
    z.array(FilterCategorySchema),
    true,
  ),
  enrolledShowcases: plain(LIST_PATHS.enrolledShowcases, 'Showcases of My courses', z.array(ShowcaseSchema)),
  catalogShowcases: plain(LIST_PATHS.catalogShowcases, 'Showcases of the catalog', z.array(ShowcaseSchema)),
  publicShowcases: plain(LIST_PATHS.publicShowcases, 'Showcases of the open catalog', z.array(ShowcaseSchema), true),
};
