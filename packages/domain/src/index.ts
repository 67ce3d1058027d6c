// The public entry of @lp/domain: pure rules of the learner portal (spec §4–§6 of both
// documents). Import from here only, never from a file inside the package.
export * from './constants.ts';
export * from './enums.ts';
export * from './dates.ts';
export * from './types.ts';
export * from './ids.ts';
export * from './analytics.ts';
export * from './data-lake-session.ts';
export * from './package-content.ts';
export type { SearchParamsLike, QueryParams } from './web-url.ts';

// Lists (doc 1 §4, §5)
export * from './course-progress.ts';
export * from './list-membership.ts';
export * from './card-footer.ts';
export * from './course-urgency.ts';
export * from './card-link.ts';
export * from './card-actions.ts';
export * from './table-paging.ts';
export * from './placeholder-colour.ts';
export * from './percent.ts';
export * from './score-colour.ts';
export * from './score-display.ts';
export * from './grading.ts';
export * from './objective-score.ts';
export * from './format.ts';
export * from './attachments.ts';
export * from './keyword.ts';
export * from './locale.ts';
export * from './filter-state.ts';
export * from './list-query.ts';

// Course lifecycle (doc 2 §4)
export * from './availability.ts';
export * from './retake-window.ts';
export * from './grade-visibility.ts';
export * from './activity-result.ts';
export * from './course-actions.ts';
export * from './course-actions-input.ts';
export * from './lifecycle.ts';
export * from './next-steps.ts';
export * from './workflow-status.ts';
export * from './details-redirect.ts';
export * from './details-layers.ts';
export * from './proctoring.ts';
export * from './redirector.ts';
export * from './knowledge-answer.ts';
export * from './knowledge-checks.ts';

// Certificates (doc 2 §3, §7; issue 13 wallet)
export * from './certificate-status.ts';
export * from './certificate-wallet.ts';

// Content tree (doc 2 §3, §4)
export * from './content-tree.ts';
export * from './review-hidden.ts';
export * from './activity-disabled.ts';
export * from './toc-item-state.ts';
export * from './lock-reason.ts';
export * from './part-locks.ts';
export * from './run-result.ts';
export * from './tool-score.ts';
export * from './package-result.ts';
export * from './first-activity.ts';
export * from './activity-position.ts';
export * from './next-refresh.ts';
export * from './finish-blockers.ts';
export * from './team-mode.ts';
export * from './team-submission.ts';

// Profile (doc 2 §2, §5, §9)
export * from './time-zone.ts';
export * from './user-menu.ts';

// Shell and sign-in (doc 1 §2, §4–§6)
export * from './permissions.ts';
export * from './post-login-landing.ts';
export * from './error-page-button.ts';
export * from './redirect-url.ts';
export * from './external-sources.ts';
export * from './external-url.ts';
export * from './session.ts';
export * from './navigation.ts';
export * from './browser-support.ts';

// AI tutor (issue 14, decision 0027)
export * from './tutor-search.ts';
export * from './calendar-grid.ts';
export * from './calendar-events.ts';
export * from './fragments.ts';
export * from './dashboard-tasks.ts';
export * from './theme.ts';
export * from './course-rules.ts';

// Packages (issue 34)
export * from './scorm-status.ts';
export * from './scorm-data-model.ts';
export * from './scorm-navigation.ts';
// cmi5 (issue 34, decision 0083)
export * from './cmi5-move-on.ts';
export * from './cmi5-statements.ts';
