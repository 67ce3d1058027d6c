import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';
import { toHtml } from './markup.ts';
import { customerCalls, dataProtection2004, fireSafety12 } from './packager/courses.ts';
import type { PackageDescription } from './packager/describe.ts';
import { coverSvg, type Cover } from './svg.ts';

/**
 * The demo's courses made of a package (issue 34 item 5): a SCORM 1.2 course, a SCORM 2004
 * course of three SCOs and a cmi5 course, each built by the packager in build/packager/ from the
 * content in demo/packages/ (`npm run demo:packages`). The import takes a course's content from
 * its `package`: the package's organization (or cmi5 course structure) becomes the course's
 * activity tree, so these entries carry no `activities`.
 *
 * Not yet in demo.json: the import gains `package` in another change. To wire them in
 * build-demo.ts: `courses: [...courses.map(toCourse)…, ...packageCourses]`, `enrolments: [...,
 * ...packageEnrolments]`, and in buildAssets() `for (const [path, svg] of packageCourseCovers()) assets.set(path, svg)`.
 */

type CourseInput = NonNullable<ImportFileInput['courses']>[number];
/** A course of the import file whose content is a package instead of a list of activities. */
export type PackageCourseInput = CourseInput & {
  /** The zip, relative to the demo file: packages/dist/<name>.zip. */
  package: string;
};
type Enrolment = NonNullable<ImportFileInput['enrolments']>[number];

interface PackageCourseDef {
  key: string;
  code: string;
  pkg: PackageDescription;
  about: string[];
  cover: Omit<Cover, 'file'>;
  collections: string[];
}

const defs: PackageCourseDef[] = [
  {
    key: 'pkg-fire-101',
    code: 'PKG-FIRE-101',
    pkg: fireSafety12,
    about: [
      'A short e-learning course exported as a SCORM 1.2 package, the way most authoring tools still publish.',
      '- Why fires start: the fire triangle',
      '- Preventing a fire at work',
      '- What to do when the alarm sounds, and how to use an extinguisher',
      'It ends with a four-question check: 80 % passes. You can leave at any page and carry on later where you stopped.',
    ],
    cover: { motif: 'flame', from: '#ffa8a8', to: '#b3261e' },
    collections: ['col-compliance'],
  },
  {
    key: 'pkg-data-201',
    code: 'PKG-DATA-201',
    pkg: dataProtection2004,
    about: [
      'A SCORM 2004 course in three parts: two lessons and a check. Continue at the end of a part takes you to the next one.',
      '- What personal data is, and its special categories',
      '- Handling personal data safely, and what to do after a breach',
      '- A four-question check: 80 % passes',
    ],
    cover: { motif: 'lock', from: '#74c0fc', to: '#1c5d99' },
    collections: ['col-compliance'],
  },
  {
    key: 'pkg-calls-101',
    code: 'PKG-CALLS-101',
    pkg: customerCalls,
    about: [
      'A cmi5 course: greet, listen and close, the three steps of a good customer call.',
      'Four short pages and a four-question check; 75 % passes. Your place is kept if you stop halfway.',
    ],
    cover: { motif: 'headset', from: '#8ce99a', to: '#2b6a34' },
    collections: ['col-new-joiners'],
  },
];

const coverFile = (def: PackageCourseDef) => `images/cover-${def.key}.svg`;

export const packageCourses: PackageCourseInput[] = defs.map((def) => ({
  externalId: def.key,
  name: def.pkg.title,
  code: def.code,
  type: 'Course',
  description: def.pkg.description,
  about: toHtml(def.about),
  imageFile: coverFile(def),
  showcases: def.collections,
  attributes: [],
  inCatalog: true,
  isPublic: false,
  selfEnrollment: true,
  accessNewContentAfterCompletion: true,
  enableAiTutor: false,
  certificateTemplates: [],
  package: `packages/dist/${def.pkg.name}.zip`,
}));

/** The demo learner has all three, so each kind of package is one click from My courses. */
export const packageEnrolments: Enrolment[] = defs.map((def) => ({
  user: 'user-learner',
  course: def.key,
  term: 'term-autumn',
  isMandatory: false,
  // Self-enrolled, so My courses lists them before they are started (doc 1 §4).
  isSelfEnrolled: true,
  retake: true,
  gradeRevealPolicy: 'None',
}));

/** The covers the entries name, by path under apps/server/demo/. */
export const packageCourseCovers = () => new Map(defs.map((def) => [coverFile(def), coverSvg({ file: coverFile(def), ...def.cover })]));
