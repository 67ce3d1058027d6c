import {
  attachmentCalls,
  calendarCalls,
  certificateFileCalls,
  cmi5Calls,
  chatCalls,
  contentCalls,
  detailCalls,
  enrolmentCalls,
  knowledgeCalls,
  ltiCalls,
  proctoringCalls,
  profileCalls,
  scormCalls,
  sessionCalls,
  teamCalls,
  tutorCalls,
  walletCalls,
  workflowCalls,
  type Call,
} from '@lp/contract/calls';

/**
 * How often a call that writes or costs may be made (decision 0058, which has the table
 * and the reasons). Each budget counts per signed-in learner and per client address in a
 * fixed window; calls given the same budget share one count, so a flood cannot move on to
 * a sibling call. The numbers sit well above what a real learner does: a learner who meets
 * one is sending faster than anyone reads or types. The address budget covers a classroom
 * behind one address (about 30 learners at their own fastest); an operator with a larger
 * crowd behind one address raises it (CALL_LIMIT_ADDRESS_FACTOR).
 */
export interface CallBudget {
  /** Names the count in the database (call_counts.budget). */
  readonly name: string;
  /** Calls one signed-in learner may make in a window; absent where no one is signed in (a tool's server). */
  readonly perLearner?: number;
  /** Calls one address (an IPv6 /64) may make in a window, whoever makes them. */
  readonly perAddress: number;
  readonly windowSeconds: number;
}

const MINUTE = 60;

export const CallBudgets = {
  /** The AI tutor: each question is a language-model call, paid for. */
  tutorQuestion: { name: 'tutorQuestion', perLearner: 20, perAddress: 600, windowSeconds: 10 * MINUTE },
  /** A question in the course chat, an announcement, a discussion post: text others read. */
  post: { name: 'post', perLearner: 20, perAddress: 600, windowSeconds: MINUTE },
  /** The chat's read marker, sent as messages scroll into view. */
  chatRead: { name: 'chatRead', perLearner: 120, perAddress: 3000, windowSeconds: MINUTE },
  /** The feedback widget's answers. */
  feedback: { name: 'feedback', perLearner: 30, perAddress: 900, windowSeconds: MINUTE },
  /** Usage events the app logs on its own (page loads, activity starts, client errors). */
  usageEvent: { name: 'usageEvent', perLearner: 120, perAddress: 3000, windowSeconds: MINUTE },
  /** Starting, progressing, submitting and finishing courses and activities, and knowledge-check answers. */
  courseProgress: { name: 'courseProgress', perLearner: 120, perAddress: 3000, windowSeconds: MINUTE },
  /** Enrolling and asking for access. */
  enrolment: { name: 'enrolment', perLearner: 30, perAddress: 900, windowSeconds: MINUTE },
  /** A tool's launch (a signed message) and a proctoring start token. */
  toolLaunch: { name: 'toolLaunch', perLearner: 60, perAddress: 1500, windowSeconds: MINUTE },
  /**
   * A SCORM package's runtime: its launch and its commits (authoring tools commit every
   * few seconds to every 30 s, and at every page of some packages; decision 0080).
   */
  packageRuntime: { name: 'packageRuntime', perLearner: 300, perAddress: 9000, windowSeconds: MINUTE },
  /** A tool's own server: scores, tokens, proctoring (one tool serves every learner, from one address). */
  toolService: { name: 'toolService', perAddress: 6000, windowSeconds: MINUTE },
  /** A learner's upload (a file for a post or a hand-in; decision 0081): bytes stored, up to 25 MB each. */
  attachment: { name: 'attachment', perLearner: 30, perAddress: 600, windowSeconds: MINUTE },
  /** Saving a team's hand-in (decision 0081). */
  handIn: { name: 'handIn', perLearner: 30, perAddress: 900, windowSeconds: MINUTE },
  /**
   * What a cmi5 AU sends the portal's LRS (decision 0083): statements, state, its token. No
   * learner is signed in there (the AU holds a token of one session), so it counts per
   * address, as a tool's server: a classroom of AUs sends a few statements a minute each.
   */
  lrs: { name: 'lrs', perAddress: 6000, windowSeconds: MINUTE },
  /** The learner's settings: time zone, calendar feed address. */
  settings: { name: 'settings', perLearner: 20, perAddress: 600, windowSeconds: MINUTE },
  /** A learner's own certificate files (rendered PDF and PNG) and signed credential. */
  certificateFile: { name: 'certificateFile', perLearner: 120, perAddress: 3000, windowSeconds: MINUTE },
  /** An instructor's grading, approvals, releases, teams, revocations. */
  instructorWork: { name: 'instructorWork', perLearner: 300, perAddress: 3000, windowSeconds: MINUTE },
  /** An administrator's export of every feedback answer. */
  export: { name: 'export', perLearner: 10, perAddress: 100, windowSeconds: MINUTE },
  /** Acting as another user and back. */
  impersonation: { name: 'impersonation', perLearner: 30, perAddress: 300, windowSeconds: MINUTE },
  /** Starting a sign-in (each stores an attempt) and coming back from one. */
  signIn: { name: 'signIn', perAddress: 300, windowSeconds: MINUTE },
  /** Signing out. */
  signOut: { name: 'signOut', perLearner: 30, perAddress: 300, windowSeconds: MINUTE },
  /**
   * Anyone may look a certificate up by its number, its files and a credential's check
   * included (decision 0047): enough for a verifier or a page shared around an office, far
   * too few to walk a sequential numbering.
   */
  publicCertificate: { name: 'publicCertificate', perAddress: 60, windowSeconds: MINUTE },
} as const satisfies Record<string, CallBudget>;

/** The longest window of any budget: a row older than this holds no live count. */
export const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(CallBudgets).map((b) => b.windowSeconds));

const { tutorQuestion, post, chatRead, feedback, usageEvent, courseProgress, enrolment, toolLaunch, toolService, lrs } = CallBudgets;
const { attachment, handIn, packageRuntime } = CallBudgets;
const { settings, certificateFile, instructorWork, export: exportAll, impersonation, signIn, signOut, publicCertificate } = CallBudgets;

/**
 * The budget of every call that writes or costs, in one table so it reads as decision
 * 0058's; registerCall counts a call by it. Every POST, PUT, PATCH and DELETE must be here
 * (test/call-limits.test.ts fails otherwise), and the GETs that write (a sign-in's start)
 * or cost (a rendered file, a signed message, an export). Other GETs are read from kept
 * data and cost no count: the learner's lists stay one statement or none.
 */
export const CALL_BUDGETS: ReadonlyMap<Call, CallBudget> = new Map<Call, CallBudget>([
  [tutorCalls.askTutor, tutorQuestion],
  [chatCalls.postQuestion, post],
  [chatCalls.postAnnouncement, post],
  [contentCalls.newDiscussionPost, post],
  [attachmentCalls.uploadAttachment, attachment],
  [attachmentCalls.saveTeamHandIn, handIn],
  [chatCalls.announcementRead, chatRead],
  [detailCalls.feedbackEvents, feedback],
  [detailCalls.usageEvents, usageEvent],
  [workflowCalls.startObjectiveWorkflows, courseProgress],
  [workflowCalls.submitObjectiveWorkflows, courseProgress],
  [workflowCalls.finishObjectiveWorkflows, courseProgress],
  [workflowCalls.startActivityWorkflows, courseProgress],
  [workflowCalls.finishActivityWorkflows, courseProgress],
  [workflowCalls.updateActivityWorkflow, courseProgress],
  [knowledgeCalls.answer, courseProgress],
  [enrolmentCalls.createSelfEnrollments, enrolment],
  [enrolmentCalls.createObjectiveAccess, enrolment],
  [ltiCalls.resourceLink, toolLaunch],
  [ltiCalls.resourceForm, toolLaunch],
  [ltiCalls.authorizeGet, toolLaunch],
  [ltiCalls.authorizePost, toolLaunch],
  [proctoringCalls.startToken, toolLaunch],
  [scormCalls.launch, packageRuntime],
  [scormCalls.commit, packageRuntime],
  [scormCalls.terminate, packageRuntime],
  [cmi5Calls.launch, toolLaunch],
  [cmi5Calls.fetch, lrs],
  [cmi5Calls.postStatements, lrs],
  [cmi5Calls.putStatement, lrs],
  [cmi5Calls.putState, lrs],
  [cmi5Calls.postState, lrs],
  [cmi5Calls.deleteState, lrs],
  [cmi5Calls.putAgentProfile, lrs],
  [cmi5Calls.postAgentProfile, lrs],
  [cmi5Calls.deleteAgentProfile, lrs],
  [ltiCalls.token, toolService],
  [ltiCalls.score, toolService],
  [ltiCalls.startAssessment, toolService],
  [ltiCalls.assessmentControl, toolService],
  [profileCalls.setTimeZone, settings],
  [calendarCalls.newFeed, settings],
  [calendarCalls.deleteFeed, settings],
  [certificateFileCalls.certificateFile, certificateFile],
  [walletCalls.openBadge, certificateFile],
  [workflowCalls.grade, instructorWork],
  [workflowCalls.approve, instructorWork],
  [workflowCalls.release, instructorWork],
  [workflowCalls.recordProctoringSession, instructorWork],
  [teamCalls.putTeam, instructorWork],
  [walletCalls.revoke, instructorWork],
  [detailCalls.feedbackExport, exportAll],
  [sessionCalls.impersonate, impersonation],
  [sessionCalls.stopImpersonation, impersonation],
  [sessionCalls.login, signIn],
  [sessionCalls.callback, signIn],
  [sessionCalls.logout, signOut],
  [detailCalls.publicCertificate, publicCertificate],
  [certificateFileCalls.publicCertificateFile, publicCertificate],
  [walletCalls.verify, publicCertificate],
]);
