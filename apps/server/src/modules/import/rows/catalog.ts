import type { ImportFile } from '../schema/index.ts';
import { toDateOnly } from '../relative-date.ts';
import { T } from '../tables.ts';
import { FileRows } from './content.ts';
import { dateOf, idOf, optionalId, type BuildContext, type Step } from './context.ts';

export function catalogSteps(file: ImportFile, ctx: BuildContext): Step[] {
  const tenant_id = ctx.tenantId;
  const day = (v: string | undefined) => {
    const d = dateOf(ctx, v);
    return d ? toDateOnly(d) : null;
  };
  const terms = file.terms.map((t) => ({
    id: idOf(ctx, 'term', t.externalId),
    tenant_id,
    external_id: t.externalId,
    name: t.name,
    starts_on: day(t.startsOn),
    ends_on: day(t.endsOn),
  }));
  const categories = file.filterCategories.map((c) => ({
    id: idOf(ctx, 'filterCategory', c.externalId),
    tenant_id,
    external_id: c.externalId,
    name: c.name,
    is_public: c.isPublic,
  }));
  const attributes = file.filterCategories.flatMap((c) =>
    c.attributes.map((a) => ({
      id: idOf(ctx, 'filterAttribute', a.externalId),
      tenant_id,
      category_id: idOf(ctx, 'filterCategory', c.externalId),
      external_id: a.externalId,
      name: a.name,
    })),
  );
  const showcases = file.showcases.map((s, i) => ({
    id: idOf(ctx, 'showcase', s.externalId),
    tenant_id,
    external_id: s.externalId,
    name: s.name,
    position: s.position ?? i,
    is_public: s.isPublic,
  }));
  const scales = file.gradingScales.map((s) => ({
    id: idOf(ctx, 'gradingScale', s.externalId),
    tenant_id,
    external_id: s.externalId,
    name: s.name,
    description: s.description,
    max_score: s.maxScore,
    normalized_passing_score: passingScoreOf(s),
    passing_grade_id: optionalId(ctx, 'grade', s.passingGrade),
  }));
  const grades = file.gradingScales.flatMap((s) =>
    s.grades.map((g) => ({
      id: idOf(ctx, 'grade', g.externalId),
      tenant_id,
      grading_scale_id: idOf(ctx, 'gradingScale', s.externalId),
      external_id: g.externalId,
      name: g.name,
      normalized_min_score: g.normalizedMinScore,
      color: g.color ?? null,
    })),
  );
  const bannerFiles = new FileRows(ctx);
  const banners = file.promoBanners.map((b, i) => ({
    id: idOf(ctx, 'promoBanner', b.externalId),
    tenant_id,
    external_id: b.externalId,
    title: b.title,
    text: b.text,
    image_url: b.imageFile ? bannerFiles.add(b.imageFile, `banner:${b.externalId}:image`, null, true) : (b.imageUrl ?? null),
    image_alt: b.imageAlt,
    link_url: b.linkUrl ?? null,
    link_text: b.linkText ?? null,
    audience_unit_ids: b.audienceUnits.map((u) => idOf(ctx, 'unit', u)),
    starts_at: dateOf(ctx, b.startsAt),
    ends_at: dateOf(ctx, b.endsAt),
    position: b.position ?? i,
  }));
  const libraries = file.resourceLibraries.map((r) => ({
    id: idOf(ctx, 'resourceLibrary', r.externalId),
    tenant_id,
    external_id: r.externalId,
    name: r.name,
    allow_publishing: r.allowPublishing,
    allow_editing: r.allowEditing,
    activity_type: r.activityType,
  }));
  return [
    { spec: T.terms, rows: terms },
    { spec: T.resourceLibraries, rows: libraries },
    { spec: T.promoBanners, rows: banners },
    { spec: T.files, rows: bannerFiles.rows },
    { spec: T.filterCategories, rows: categories },
    { spec: T.filterAttributes, rows: attributes },
    { spec: T.showcases, rows: showcases },
    { spec: T.gradingScales, rows: scales },
    { spec: T.grades, rows: grades },
  ];
}

/** Given, or the passing grade's lower bound (check-references makes sure one exists). */
export function passingScoreOf(scale: ImportFile['gradingScales'][number]): number {
  if (scale.normalizedPassingScore !== undefined) return scale.normalizedPassingScore;
  return scale.grades.find((g) => g.externalId === scale.passingGrade)?.normalizedMinScore ?? 0;
}
