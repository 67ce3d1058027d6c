import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';
import { toHtml } from './markup.ts';
import { QUIZ_TOOL, QUIZ_TOOL_LAUNCH } from './quiz-tool.ts';
import type { Cover } from './svg.ts';

type CourseInput = NonNullable<ImportFileInput['courses']>[number];
type ActivityInput = NonNullable<CourseInput['activities']>[number];
type PartInput = NonNullable<Extract<ActivityInput, { type: 'composite' }>['parts']>[number];

/** Part constraint and activity settings an item may carry. */
export type PartOptions = Omit<PartInput, 'activity' | 'externalId' | 'order'>;
export type ActivityOptions = Partial<
  Pick<
    ActivityInput,
    | 'state'
    | 'supportReview'
    | 'supportMobileView'
    | 'proctored'
    | 'manualGrading'
    | 'displayMode'
    | 'presentationMode'
    | 'code'
    | 'supportCollaborativeMode'
    | 'supportPersonalMode'
  >
>;

/** One node of a course outline; `id` is local to the course. */
export interface Item {
  id: string;
  build: (externalId: string) => ActivityInput;
  children?: Item[];
  part?: PartOptions;
}

export interface CourseDef {
  key: string;
  code: string;
  name: string;
  description: string;
  about: string[];
  /** A generated cover (images/cover-<key>.svg); none shows the placeholder colour. */
  cover?: Omit<Cover, 'file'>;
  /**
   * A cover kept as a file in the repository instead (a 1600 × 900 JPEG, drawn once from the
   * generated cover): an encoder's bytes change with its version, so it is not regenerated.
   */
  coverImage?: string;
  scale?: 'pass-fail' | 'letter';
  collections?: string[];
  attributes?: string[];
  inCatalog?: boolean;
  isPublic?: boolean;
  selfEnrollment?: boolean;
  accessNewContentAfterCompletion?: boolean;
  enableAiTutor?: boolean;
  root?: ActivityOptions;
  /** The course is this one activity (an LTI course) instead of a composite. */
  single?: Item;
  items: Item[];
  channel?: CourseInput['announcementChannel'];
  certificate?: { name: string; validForDays?: number };
  /** Questions e-mailed after the course is finished (decision 0026). */
  knowledgeModel?: CourseInput['knowledgeModel'];
}

const VIMEO = ['https://vimeo.com/76979871', 'https://vimeo.com/22439234', 'https://vimeo.com/1084537'];
const min = (m: number) => m * 60;

export const lesson = (
  id: string,
  name: string,
  lines: string[],
  minutes = 8,
  o: { part?: PartOptions; activity?: ActivityOptions; attachments?: { file: string; name: string }[] } = {},
): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({
    externalId,
    type: 'text',
    name,
    html: toHtml(lines),
    duration: min(minutes),
    ...o.activity,
    ...(o.attachments && { attachments: o.attachments }),
  }),
});

export const video = (
  id: string,
  name: string,
  clip: number,
  minutes: number,
  transcript: string[],
  o: { part?: PartOptions; activity?: ActivityOptions } = {},
): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({
    externalId,
    type: 'video',
    name,
    vimeoUrl: VIMEO[clip % VIMEO.length]!,
    duration: min(minutes),
    transcriptHtml: toHtml(transcript),
    ...o.activity,
  }),
});

/** A video uploaded as a file (files/…), played by the browser's own player; its length in seconds. */
export const uploadedVideo = (
  id: string,
  name: string,
  file: string,
  seconds: number,
  transcript: string[],
  o: { part?: PartOptions } = {},
): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({ externalId, type: 'video', name, file, duration: seconds, transcriptHtml: toHtml(transcript) }),
});

/**
 * Quizzes are LTI 1.3 activities on the quiz tool of the repository (quiz-tool.ts).
 * `custom` adds launch parameters: `grading: 'manual'` has the tool send PendingManual
 * and a teacher grade the answers in the tool.
 */
/** A quiz in the demo tool (peers/lti-tool), asking `questions` questions of its `topic`'s bank (decision 0064). */
export const quiz = (
  id: string,
  name: string,
  questions: number,
  topic: string,
  o: { part?: PartOptions; activity?: ActivityOptions; minutes?: number; custom?: Record<string, string> } = {},
): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({
    externalId,
    type: 'lti',
    name,
    toolUrl: QUIZ_TOOL_LAUNCH,
    ltiTool: QUIZ_TOOL,
    maxScore: questions,
    duration: min(o.minutes ?? questions * 1.5),
    supportLtiGrading: true,
    description: `${questions} questions`,
    customParameters: { questions: String(questions), topic, ...o.custom },
    ...o.activity,
  }),
});

/** A written assignment a tutor grades by hand. */
export const assignment = (
  id: string,
  name: string,
  lines: string[],
  o: { part?: PartOptions; activity?: ActivityOptions } = {},
): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({
    externalId,
    type: 'text',
    name,
    html: toHtml(lines),
    manualGrading: true,
    maxScore: 100,
    duration: min(45),
    ...o.activity,
  }),
});

export const event = (
  id: string,
  name: string,
  startsAt: string,
  endsAt: string,
  lines: string[],
  o: { part?: PartOptions; location?: string } = {},
): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({
    externalId,
    type: 'event',
    name,
    startsAt,
    endsAt,
    timeZone: 'Europe/London',
    joinUrl: `https://meet.demo.test/${externalId}`,
    ...(o.location && { location: o.location }),
    html: toHtml(lines),
  }),
});

/** A post already in a discussion (decision 0081): its author, text, when, and files by their path in the demo. */
export interface DemoPost {
  author: string;
  body: string;
  createdAt: string;
  attachments?: string[];
}

export const discussion = (id: string, name: string, lines: string[], o: { part?: PartOptions; posts?: DemoPost[] } = {}): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({
    externalId,
    type: 'discussion',
    name,
    html: toHtml(lines),
    ...(o.posts && {
      posts: o.posts.map((p, i) => ({ ...p, externalId: `post${i + 1}`, attachments: (p.attachments ?? []).map((file) => ({ file })) })),
    }),
  }),
});

export const document = (id: string, name: string, file: string, lines: string[], o: { part?: PartOptions } = {}): Item => ({
  id,
  part: o.part,
  build: (externalId) => ({ externalId, type: 'text', name, file, html: toHtml(lines), duration: min(5) }),
});

export const module = (
  id: string,
  name: string,
  children: Item[],
  o: { part?: PartOptions; activity?: ActivityOptions; intro?: string[] } = {},
): Item => ({
  id,
  part: o.part,
  children,
  build: (externalId) => ({ externalId, type: 'composite', name, ...(o.intro && { html: toHtml(o.intro) }), ...o.activity, parts: [] }),
});

export const coverFile = (def: CourseDef) => def.coverImage ?? `images/cover-${def.key}.svg`;

/** externalId of an item of a course: `saf-101.fire-triangle`. */
export const activityId = (course: CourseDef | string, item: string) => `${typeof course === 'string' ? course : course.key}.${item}`;

/** Flattens a course outline into the import format (first activity = root). */
export function toCourse(def: CourseDef): CourseInput {
  const activities: ActivityInput[] = [];
  const add = (item: Item): ActivityInput => {
    const activity = item.build(activityId(def, item.id));
    activities.push(activity);
    if (activity.type === 'composite') activity.parts = (item.children ?? []).map((child) => partOf(def, child, add));
    return activity;
  };
  if (def.single) add(def.single);
  else add(module('root', def.name, def.items, { activity: { presentationMode: 'Tree', ...def.root } }));
  return {
    externalId: def.key,
    name: def.name,
    code: def.code,
    description: def.description,
    about: toHtml(def.about),
    ...(def.cover && { imageFile: coverFile(def) }),
    ...(def.scale && { gradingScale: def.scale }),
    showcases: def.collections ?? [],
    attributes: def.attributes ?? [],
    inCatalog: def.inCatalog ?? true,
    isPublic: def.isPublic ?? false,
    selfEnrollment: def.selfEnrollment ?? true,
    accessNewContentAfterCompletion: def.accessNewContentAfterCompletion ?? true,
    enableAiTutor: def.enableAiTutor ?? false,
    ...(def.channel && { announcementChannel: def.channel }),
    ...(def.knowledgeModel && { knowledgeModel: def.knowledgeModel }),
    certificateTemplates: def.certificate
      ? [{ externalId: `${def.key}.certificate`, name: def.certificate.name, validForDays: def.certificate.validForDays }]
      : [],
    activities,
  };
}

function partOf(def: CourseDef, child: Item, add: (item: Item) => ActivityInput): PartInput {
  add(child);
  return { activity: activityId(def, child.id), ...child.part };
}
