/**
 * How each table is written: its columns, the unique key a re-import meets
 * (ON CONFLICT), and the columns a re-import leaves alone.
 */
export interface TableSpec {
  table: string;
  columns: readonly string[];
  /** Conflict target of the upsert (link tables: none, ON CONFLICT DO NOTHING). */
  conflict: readonly string[];
  /** Written on insert only (created_at: the first import's time stays). */
  insertOnly?: readonly string[];
  /** A null in the file keeps the stored value (a password set elsewhere is not wiped). */
  keepWhenNull?: readonly string[];
  doNothing?: boolean;
  /** Rows per INSERT; default fits PostgreSQL's 65,535 parameters, capped at 1,000. */
  batchRows?: number;
}

const byExternalId = ['tenant_id', 'external_id'] as const;
const byId = ['id'] as const;

const spec = (table: string, conflict: readonly string[], columns: string, extra: Partial<TableSpec> = {}): TableSpec => ({
  table,
  conflict,
  columns: columns.split(/[\s,]+/).filter(Boolean),
  ...extra,
});

const link = (table: string, columns: string) => spec(table, [], columns, { doNothing: true });

export const T = {
  units: spec('units', byExternalId, 'id tenant_id external_id name parent_id'),
  users: spec(
    'users',
    byExternalId,
    `id tenant_id external_id email first_name middle_name last_name timezone locale
     password_hash oidc_subject features is_active created_at`,
    { insertOnly: ['created_at'], keepWhenNull: ['password_hash', 'oidc_subject'] },
  ),
  userRoles: link('user_roles', 'tenant_id user_id role'),
  userPermissions: link('user_permissions', 'tenant_id user_id name scope_id'),
  unitMemberships: link('unit_memberships', 'tenant_id user_id unit_id is_primary'),
  groups: spec('groups', byExternalId, 'id tenant_id external_id name'),
  groupMembers: link('group_members', 'tenant_id group_id user_id'),
  terms: spec('terms', byExternalId, 'id tenant_id external_id name starts_on ends_on'),
  promoBanners: spec(
    'promo_banners',
    byExternalId,
    'id tenant_id external_id title text image_url image_alt link_url link_text audience_unit_ids starts_at ends_at position',
  ),
  resourceLibraries: spec('resource_libraries', byExternalId, 'id tenant_id external_id name allow_publishing allow_editing activity_type'),
  filterCategories: spec('filter_categories', byExternalId, 'id tenant_id external_id name is_public'),
  filterAttributes: spec('filter_attributes', byExternalId, 'id tenant_id category_id external_id name'),
  showcases: spec('showcases', byExternalId, 'id tenant_id external_id name position is_public'),
  gradingScales: spec(
    'grading_scales',
    byExternalId,
    'id tenant_id external_id name description max_score normalized_passing_score passing_grade_id',
  ),
  grades: spec('grades', byExternalId, 'id tenant_id grading_scale_id external_id name normalized_min_score color'),
  ltiTools: spec(
    'lti_tools',
    byExternalId,
    `id tenant_id external_id name client_id deployment_id login_url redirect_uris target_link_uri jwks_url public_jwk
     custom_parameters messages scopes share_name share_email`,
  ),
  activities: spec(
    'activities',
    byExternalId,
    `id tenant_id external_id name code type file_type state description image_url duration tool_url content
     presentation_mode display_mode preferred_width preferred_height support_review support_mobile_view
     support_fullscreen_view support_collaborative_mode support_personal_mode support_lti_authoring
     support_lti_grading proctored max_score manual_grading lti_tool_id document_target`,
  ),
  activityParts: spec(
    'activity_parts',
    byExternalId,
    `id tenant_id external_id parent_activity_id child_activity_id position optional score_weight review_policy
     results_disclosure_policy complete_previous start_from start_until accessible_until grace_period_until due
     results_disclosure_from reveal_results_from results_disclosure_above`,
  ),
  objectives: spec(
    'objectives',
    byExternalId,
    `id tenant_id external_id name code description about image_url type activity_id grading_scale_id term_id
     announcement_channel_id enable_ai_tutor access_new_content_after_completion in_catalog is_public
     self_enrollment created_at`,
    { insertOnly: ['created_at'] },
  ),
  objectiveShowcases: link('objective_showcases', 'tenant_id objective_id showcase_id'),
  objectiveAttributes: link('objective_attributes', 'tenant_id objective_id attribute_id'),
  certificateTemplates: spec(
    'certificate_templates',
    byExternalId,
    'id tenant_id external_id objective_id name description state badge_kind valid_for_days layout',
  ),
  announcementChannels: spec('announcement_channels', byId, 'id tenant_id objective_id name starts_expanded allow_replies'),
  announcementMessages: spec('announcement_messages', byId, 'id tenant_id channel_id author_id kind body created_at'),
  announcementAttachments: link('announcement_attachments', 'tenant_id message_id file_id position'),
  discussionPosts: spec('discussion_posts', byId, 'id tenant_id activity_id author_id body created_at'),
  discussionPostAttachments: link('discussion_post_attachments', 'tenant_id post_id file_id position'),
  knowledgeModels: spec('knowledge_models', byId, 'id tenant_id objective_id name'),
  knowledgeModelQuestions: spec('knowledge_model_questions', byId, 'id tenant_id knowledge_model_id position text answers'),
  // a few rows per statement: each carries a whole file
  files: spec('files', byId, 'id tenant_id activity_id name content_type size bytes is_public', { batchRows: 8 }),
  objectiveAccesses: spec(
    'objective_accesses',
    byId,
    `id tenant_id external_id user_id objective_id term_id is_mandatory is_self_enrolled availability_date
     availability_end_date due_date retake retake_window retake_window_unit grade_reveal_policy grade_reveal_date
     created_at`,
    { insertOnly: ['created_at'] },
  ),
  aggregates: spec('objective_workflow_aggregates', byId, 'id tenant_id user_id objective_id objective_access_id is_self_enrolled'),
  objectiveWorkflows: spec(
    'objective_workflows',
    byExternalId,
    'id tenant_id external_id aggregate_id user_id objective_id state progress started submitted finished protect_results',
  ),
  activityWorkflows: spec(
    'activity_workflows',
    byId,
    'id tenant_id objective_workflow_id activity_part_id activity_id state progress started submitted finished data last_proctoring_session_id',
    // an activity run with no sessions in the file keeps one recorded in the app
    { keepWhenNull: ['last_proctoring_session_id'] },
  ),
  proctoringSessions: spec('proctoring_sessions', byId, 'id tenant_id activity_workflow_id state created_at'),
  activityRecords: spec(
    'activity_records',
    byId,
    'id tenant_id activity_workflow_id activity_id score max_score normalized_score passed finished created_at',
  ),
  objectiveRecords: spec(
    'objective_records',
    byExternalId,
    `id tenant_id external_id objective_workflow_id user_id objective_id score max_score normalized_score grade
     passed finished progress protect_results imported created_at`,
  ),
  certificateRecords: spec(
    'certificate_records',
    byExternalId,
    `id tenant_id external_id objective_id user_id certificate_template_id objective_record_id certificate_number
     external_url expiration_date revoked_at revocation_reason normalized_passing_score created`,
    // A revocation is for good (decision 0023): a file without one does not bring the certificate back.
    { keepWhenNull: ['revoked_at', 'revocation_reason'] },
  ),
} satisfies Record<string, TableSpec>;

export type Row = Record<string, unknown>;
