import { checkLtiTools } from './check-lti-tools.ts';
import type { IssueList } from './errors.ts';
import type { EntityKind } from './ids.ts';
import type { KnownEntities } from './known.ts';
import type { CourseInput, ImportFile, UnitInput } from './schema/index.ts';

/**
 * First pass over a parsed file: records every entity it defines (so references in
 * any order resolve), refuses duplicate externalIds and checks each course's
 * activities form one tree under the first activity.
 */
export function checkDefinitions(file: ImportFile, known: KnownEntities, issues: IssueList): void {
  const define = (kind: EntityKind, externalId: string, path: string) => {
    const earlier = known.define(kind, externalId, path);
    if (earlier !== undefined) issues.add(`${path}.externalId`, `Duplicate ${kind} externalId "${externalId}" (also at ${earlier})`);
  };
  const defineUnits = (units: UnitInput[], base: string) =>
    units.forEach((unit, i) => {
      define('unit', unit.externalId, `${base}[${i}]`);
      defineUnits(unit.children ?? [], `${base}[${i}].children`);
    });
  defineUnits(file.units, 'units');

  const emails = new Map<string, number>();
  file.users.forEach((user, i) => {
    define('user', user.externalId, `users[${i}]`);
    const email = user.email.toLowerCase();
    const earlier = emails.get(email);
    if (earlier !== undefined) issues.add(`users[${i}].email`, `Duplicate email "${user.email}" (also at users[${earlier}])`);
    else emails.set(email, i);
    if (user.password && user.passwordHash) issues.add(`users[${i}].passwordHash`, 'Give password or passwordHash, not both');
  });
  file.groups.forEach((g, i) => define('group', g.externalId, `groups[${i}]`));
  file.terms.forEach((t, i) => define('term', t.externalId, `terms[${i}]`));
  file.filterCategories.forEach((c, i) => {
    define('filterCategory', c.externalId, `filterCategories[${i}]`);
    c.attributes.forEach((a, j) => define('filterAttribute', a.externalId, `filterCategories[${i}].attributes[${j}]`));
  });
  file.showcases.forEach((s, i) => define('showcase', s.externalId, `showcases[${i}]`));
  file.promoBanners.forEach((b, i) => define('promoBanner', b.externalId, `promoBanners[${i}]`));
  file.resourceLibraries.forEach((r, i) => define('resourceLibrary', r.externalId, `resourceLibraries[${i}]`));
  file.gradingScales.forEach((scale, i) => {
    define('gradingScale', scale.externalId, `gradingScales[${i}]`);
    scale.grades.forEach((g, j) => define('grade', g.externalId, `gradingScales[${i}].grades[${j}]`));
    known.scales.set(scale.externalId, scale);
  });
  file.ltiTools.forEach((tool, i) => define('ltiTool', tool.externalId, `ltiTools[${i}]`));
  checkLtiTools(file.ltiTools, issues);
  file.courses.forEach((course, i) => defineCourse(course, `courses[${i}]`, known, issues, define));

  const pairs = new Map<string, number>();
  file.enrolments.forEach((e, i) => {
    define('enrolment', e.externalId ?? `${e.user}:${e.course}`, `enrolments[${i}]`);
    const earlier = pairs.get(`${e.user}\n${e.course}`);
    if (earlier !== undefined)
      issues.add(`enrolments[${i}]`, `User "${e.user}" is already enrolled in "${e.course}" at enrolments[${earlier}]`);
    else pairs.set(`${e.user}\n${e.course}`, i);
  });
  file.workflows.forEach((w, i) => {
    define('workflow', w.externalId, `workflows[${i}]`);
    known.workflows.set(w.externalId, { user: w.user, course: w.course });
  });
  file.objectiveRecords.forEach((r, i) => define('objectiveRecord', r.externalId, `objectiveRecords[${i}]`));
  const numbers = new Map<string, number>();
  file.certificateRecords.forEach((c, i) => {
    define('certificateRecord', c.externalId ?? c.certificateNumber, `certificateRecords[${i}]`);
    const earlier = numbers.get(c.certificateNumber);
    if (earlier !== undefined)
      issues.add(`certificateRecords[${i}].certificateNumber`, `Duplicate certificate number (also at certificateRecords[${earlier}])`);
    else numbers.set(c.certificateNumber, i);
  });
}

type Define = (kind: EntityKind, externalId: string, path: string) => void;

function defineCourse(course: CourseInput, base: string, known: KnownEntities, issues: IssueList, define: Define): void {
  define('course', course.externalId, base);
  if (course.gradingScale) known.courseScale.set(course.externalId, course.gradingScale);
  if (course.imageUrl && course.imageFile) issues.add(`${base}.imageFile`, 'Give imageUrl or imageFile, not both');
  course.certificateTemplates.forEach((t, j) => {
    define('certificateTemplate', t.externalId, `${base}.certificateTemplates[${j}]`);
    known.templates.set(t.externalId, course.externalId);
  });

  const index = new Map<string, number>();
  course.activities.forEach((a, j) => {
    const path = `${base}.activities[${j}]`;
    define('activity', a.externalId, path);
    if (!index.has(a.externalId)) index.set(a.externalId, j);
    checkActivityContent(a, path, issues);
  });
  const root = course.activities[0]!.externalId;
  // child externalId → its part's externalId and its parent activity's externalId
  const parent = new Map<string, { part: string; activity: string }>();
  course.activities.forEach((a, j) => {
    if (a.type !== 'composite') return;
    a.parts.forEach((p, k) => {
      const path = `${base}.activities[${j}].parts[${k}]`;
      const partId = p.externalId ?? `${a.externalId}/${p.activity}`;
      define('activityPart', partId, path);
      if (!index.has(p.activity)) issues.add(`${path}.activity`, `No activity "${p.activity}" among this course's activities`);
      else if (p.activity === root) issues.add(`${path}.activity`, 'The root activity (the first one) cannot be a part');
      else if (parent.has(p.activity)) {
        issues.add(
          `${path}.activity`,
          `Activity "${p.activity}" is already a part of "${parent.get(p.activity)!.activity}"; an activity has one parent`,
        );
      } else parent.set(p.activity, { part: partId, activity: a.externalId });
    });
  });
  course.activities.forEach((a, j) => {
    if (j === 0) return void known.activities.set(a.externalId, { course: course.externalId, part: null });
    const place = parent.get(a.externalId);
    if (!place) {
      issues.add(`${base}.activities[${j}]`, 'Not a part of any composite: every activity but the first (the root) must be one');
      return;
    }
    // Walk up to the root; coming back to where we started means a cycle.
    const seen = new Set([a.externalId]);
    for (let up = place.activity; up !== root; up = parent.get(up)?.activity ?? root) {
      if (seen.has(up)) {
        issues.add(`${base}.activities[${j}]`, 'Parts form a cycle; activities must form a tree under the first one');
        return;
      }
      seen.add(up);
    }
    known.activities.set(a.externalId, { course: course.externalId, part: place.part });
  });
}

function checkActivityContent(a: CourseInput['activities'][number], path: string, issues: IssueList): void {
  if (a.imageUrl && a.imageFile) issues.add(`${path}.imageFile`, 'Give imageUrl or imageFile, not both');
  if (a.type === 'text' && !a.html && !a.file) issues.add(`${path}.html`, 'A text activity needs html or file');
  if (a.type === 'video' && !a.vimeoUrl === !a.file) issues.add(`${path}.vimeoUrl`, 'A video needs exactly one of vimeoUrl or file');
  if (a.type === 'video' && a.vimeoUrl && !/^https:\/\/(player\.)?vimeo\.com\//.test(a.vimeoUrl)) {
    issues.add(`${path}.vimeoUrl`, 'Expected a https://vimeo.com/… URL');
  }
  if (a.type === 'lti' && a.ltiTool && a.ltiVersion === '1.1')
    issues.add(`${path}.ltiTool`, 'An LTI 1.1 activity cannot use an LTI 1.3 tool registration');
}
