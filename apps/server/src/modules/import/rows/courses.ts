import { sanitizeRichText } from '../../../lib/sanitize.ts';
import { DISPLAY_MODES, PRESENTATION_MODES, TEMPLATE_STATES, CONTENT_STATES } from '../enums.ts';
import { entityId } from '../ids.ts';
import type { ActivityInput, CourseInput, ImportFile } from '../schema/index.ts';
import { T, type Row } from '../tables.ts';
import { activityContent, fileTypeOf, FileRows, withFileUrls } from './content.ts';
import { dateOf, idOf, optionalId, type BuildContext, type Step } from './context.ts';

export function courseSteps(file: ImportFile, ctx: BuildContext): Step[] {
  const tenant_id = ctx.tenantId;
  const files = new FileRows(ctx);
  const activities: Row[] = [];
  const parts: Row[] = [];
  const objectives: Row[] = [];
  const showcases: Row[] = [];
  const attributes: Row[] = [];
  const templates: Row[] = [];
  const channels: Row[] = [];
  const messages: Row[] = [];
  const messageFiles: Row[] = [];
  const posts: Row[] = [];
  const postFiles: Row[] = [];

  for (const course of file.courses) {
    const objective_id = idOf(ctx, 'course', course.externalId);
    for (const a of course.activities) {
      activities.push(activityRow(a, ctx, files));
      if (a.type === 'composite') parts.push(...partRows(a, ctx));
      // A discussion's posts (decision 0081): their files belong to the discussion, read by whoever may open it.
      if (a.type === 'discussion')
        a.posts.forEach((post, i) => {
          const activity_id = idOf(ctx, 'activity', a.externalId);
          const postId = entityId(tenant_id, 'discussionPost', `${a.externalId}:${post.externalId ?? i}`);
          posts.push({
            id: postId,
            tenant_id,
            activity_id,
            author_id: idOf(ctx, 'user', post.author),
            body: post.body,
            created_at: dateOf(ctx, post.createdAt),
          });
          post.attachments.forEach((f, position) => {
            const ref = files.ref(f.file, `post:${a.externalId}:${post.externalId ?? i}`, activity_id, false, f.name);
            postFiles.push({ tenant_id, post_id: postId, file_id: ref.fileId, position });
          });
        });
    }
    const channel = course.announcementChannel;
    const channelId = channel ? entityId(tenant_id, 'announcementChannel', course.externalId) : null;
    objectives.push({
      id: objective_id,
      tenant_id,
      external_id: course.externalId,
      name: course.name ?? course.externalId, // expandPackages named a package's course
      code: course.code ?? null,
      description: course.description,
      // The about text is shown in the open catalog too: its images are public.
      about: sanitizeRichText(withFileUrls(course.about, files, `course:${course.externalId}`, null, true)),
      image_url: course.imageFile
        ? files.add(course.imageFile, `course:${course.externalId}:cover`, null, true)
        : (course.imageUrl ?? null),
      type: course.type,
      activity_id: idOf(ctx, 'activity', course.activities[0]!.externalId),
      grading_scale_id: optionalId(ctx, 'gradingScale', course.gradingScale),
      term_id: optionalId(ctx, 'term', course.term),
      announcement_channel_id: channelId,
      enable_ai_tutor: course.enableAiTutor,
      access_new_content_after_completion: course.accessNewContentAfterCompletion,
      in_catalog: course.inCatalog,
      is_public: course.isPublic,
      self_enrollment: course.selfEnrollment,
      created_at: dateOf(ctx, course.createdAt) ?? ctx.now,
    });
    for (const s of new Set(course.showcases)) showcases.push({ tenant_id, objective_id, showcase_id: idOf(ctx, 'showcase', s) });
    for (const a of new Set(course.attributes)) attributes.push({ tenant_id, objective_id, attribute_id: idOf(ctx, 'filterAttribute', a) });
    templates.push(...templateRows(course, objective_id, ctx));
    if (channel && channelId) {
      channels.push({
        id: channelId,
        tenant_id,
        objective_id,
        name: channel.name ?? course.name,
        starts_expanded: channel.startsExpanded,
        allow_replies: channel.allowReplies,
      });
      channel.messages.forEach((m, i) => {
        const messageId = entityId(tenant_id, 'announcementMessage', `${course.externalId}:${m.externalId ?? i}`);
        messages.push({
          id: messageId,
          tenant_id,
          channel_id: channelId,
          author_id: optionalId(ctx, 'user', m.author),
          kind: m.kind,
          body: m.body,
          created_at: dateOf(ctx, m.createdAt),
        });
        m.attachments.forEach((f, position) => {
          const ref = files.ref(f.file, `chat:${course.externalId}:${m.externalId ?? i}`, null, false, f.name);
          messageFiles.push({ tenant_id, message_id: messageId, file_id: ref.fileId, position });
        });
      });
    }
  }
  const objectiveIds = objectives.map((o) => o.id as string);
  return [
    { spec: T.activities, rows: activities },
    { spec: T.activityParts, rows: parts },
    { spec: T.files, rows: files.rows },
    { spec: T.objectives, rows: objectives },
    { spec: T.objectiveShowcases, rows: showcases, replace: { ownerColumn: 'objective_id', ownerIds: objectiveIds } },
    { spec: T.objectiveAttributes, rows: attributes, replace: { ownerColumn: 'objective_id', ownerIds: objectiveIds } },
    { spec: T.certificateTemplates, rows: templates },
    { spec: T.announcementChannels, rows: channels },
    { spec: T.announcementMessages, rows: messages },
    { spec: T.announcementAttachments, rows: messageFiles },
    { spec: T.discussionPosts, rows: posts },
    { spec: T.discussionPostAttachments, rows: postFiles },
  ];
}

function activityRow(a: ActivityInput, ctx: BuildContext, files: FileRows): Row {
  const id = idOf(ctx, 'activity', a.externalId);
  return {
    id,
    tenant_id: ctx.tenantId,
    external_id: a.externalId,
    name: a.name ?? a.externalId, // expandPackages named a package's activity
    code: a.code ?? null,
    type: a.type,
    file_type: fileTypeOf(a),
    state: CONTENT_STATES[a.state],
    description: a.description,
    image_url: a.imageFile ? files.add(a.imageFile, `activity:${a.externalId}:image`, id, true) : (a.imageUrl ?? null),
    duration: a.duration ?? null,
    tool_url: a.type === 'lti' ? a.toolUrl : null,
    content: activityContent(a, id, ctx, files),
    presentation_mode: PRESENTATION_MODES[a.presentationMode],
    display_mode: DISPLAY_MODES[a.displayMode],
    preferred_width: a.preferredWidth ?? null,
    preferred_height: a.preferredHeight ?? null,
    support_review: a.supportReview,
    support_mobile_view: a.supportMobileView,
    support_fullscreen_view: a.supportFullscreenView,
    support_collaborative_mode: a.supportCollaborativeMode,
    support_personal_mode: a.supportPersonalMode,
    support_lti_authoring: a.supportLtiAuthoring,
    support_lti_grading: a.supportLtiGrading,
    proctored: a.proctored,
    max_score: a.maxScore,
    manual_grading: a.manualGrading,
    lti_tool_id: a.type === 'lti' ? optionalId(ctx, 'ltiTool', a.ltiTool) : null,
    document_target: a.type === 'lti' ? a.documentTarget : 'iframe',
  };
}

function partRows(a: Extract<ActivityInput, { type: 'composite' }>, ctx: BuildContext): Row[] {
  const parent = idOf(ctx, 'activity', a.externalId);
  return a.parts.map((p, i) => {
    const externalId = p.externalId ?? `${a.externalId}/${p.activity}`;
    return {
      id: idOf(ctx, 'activityPart', externalId),
      tenant_id: ctx.tenantId,
      external_id: externalId,
      parent_activity_id: parent,
      child_activity_id: idOf(ctx, 'activity', p.activity),
      position: p.order ?? i,
      optional: p.optional,
      score_weight: p.scoreWeight,
      review_policy: p.reviewPolicy,
      results_disclosure_policy: p.resultsDisclosurePolicy,
      complete_previous: p.completePrevious,
      start_from: dateOf(ctx, p.startFrom),
      start_until: dateOf(ctx, p.startUntil),
      accessible_until: dateOf(ctx, p.accessibleUntil),
      grace_period_until: dateOf(ctx, p.gracePeriodUntil),
      due: dateOf(ctx, p.due),
      results_disclosure_from: dateOf(ctx, p.resultsDisclosureFrom),
      reveal_results_from: dateOf(ctx, p.revealResultsFrom),
      results_disclosure_above: p.resultsDisclosureAbove ?? null,
    };
  });
}

function templateRows(course: CourseInput, objective_id: string, ctx: BuildContext): Row[] {
  return course.certificateTemplates.map((t) => ({
    id: idOf(ctx, 'certificateTemplate', t.externalId),
    tenant_id: ctx.tenantId,
    external_id: t.externalId,
    objective_id,
    name: t.name,
    description: t.description,
    state: TEMPLATE_STATES[t.state],
    badge_kind: t.badgeKind,
    valid_for_days: t.validForDays ?? null,
    layout: t.layout,
  }));
}
