import type { IssueList } from './errors.ts';
import type { EntityKind } from './ids.ts';
import type { KnownEntities } from './known.ts';
import type { ImportFile } from './schema/index.ts';

const SCOPE_KINDS: Record<string, EntityKind> = { unit: 'unit', course: 'course', group: 'group', user: 'user' };

/**
 * Second pass: every reference names an entity of the file or, failing that, is noted
 * for a database lookup (resolve.ts). Rules that tie two entities together are
 * checked here when both are in the file.
 */
export function checkReferences(file: ImportFile, known: KnownEntities, issues: IssueList): void {
  const use = (kind: EntityKind, externalId: string, path: string) => known.use(kind, externalId, path);

  file.users.forEach((user, i) => {
    user.units.forEach((m, j) => use('unit', m.unit, `users[${i}].units[${j}].unit`));
    if (user.units.filter((m) => m.isPrimary).length > 1) issues.add(`users[${i}].units`, 'At most one unit can be primary');
    user.permissions.forEach((p, j) => {
      const scoped = p.scopeId && /^(\w+):(.+)$/.exec(p.scopeId);
      if (scoped) use(SCOPE_KINDS[scoped[1]!]!, scoped[2]!, `users[${i}].permissions[${j}].scopeId`);
    });
  });
  file.promoBanners.forEach((b, i) => b.audienceUnits.forEach((u, j) => use('unit', u, `promoBanners[${i}].audienceUnits[${j}]`)));
  file.groups.forEach((g, i) => g.members.forEach((m, j) => use('user', m, `groups[${i}].members[${j}]`)));
  file.gradingScales.forEach((scale, i) => {
    const path = `gradingScales[${i}]`;
    if (scale.passingGrade && !scale.grades.some((g) => g.externalId === scale.passingGrade)) {
      issues.add(`${path}.passingGrade`, `No grade "${scale.passingGrade}" in this scale`);
    }
    if (!scale.passingGrade && scale.normalizedPassingScore === undefined) {
      issues.add(`${path}.normalizedPassingScore`, 'Give normalizedPassingScore or passingGrade');
    }
  });
  file.courses.forEach((c, i) => {
    const path = `courses[${i}]`;
    if (c.gradingScale) use('gradingScale', c.gradingScale, `${path}.gradingScale`);
    if (c.term) use('term', c.term, `${path}.term`);
    c.activities.forEach((a, j) => {
      if (a.type === 'lti' && a.ltiTool) use('ltiTool', a.ltiTool, `${path}.activities[${j}].ltiTool`);
      if (a.type === 'discussion') a.posts.forEach((post, k) => use('user', post.author, `${path}.activities[${j}].posts[${k}].author`));
    });
    c.showcases.forEach((s, j) => use('showcase', s, `${path}.showcases[${j}]`));
    c.attributes.forEach((a, j) => use('filterAttribute', a, `${path}.attributes[${j}]`));
    c.announcementChannel?.messages.forEach((m, j) => {
      if (m.author) use('user', m.author, `${path}.announcementChannel.messages[${j}].author`);
    });
  });
  file.enrolments.forEach((e, i) => {
    use('user', e.user, `enrolments[${i}].user`);
    use('course', e.course, `enrolments[${i}].course`);
    if (e.term) use('term', e.term, `enrolments[${i}].term`);
  });
  checkWorkflows(file, known, issues);
  file.objectiveRecords.forEach((r, i) => {
    const path = `objectiveRecords[${i}]`;
    use('user', r.user, `${path}.user`);
    use('course', r.course, `${path}.course`);
    if (!r.workflow) return;
    const owner = known.workflows.get(r.workflow);
    if (!owner) use('workflow', r.workflow, `${path}.workflow`);
    else if (owner.user !== r.user || owner.course !== r.course) {
      issues.add(`${path}.workflow`, `Workflow "${r.workflow}" belongs to another user or course`);
    }
  });
  file.certificateRecords.forEach((c, i) => {
    const path = `certificateRecords[${i}]`;
    use('user', c.user, `${path}.user`);
    use('course', c.course, `${path}.course`);
    if (c.objectiveRecord) use('objectiveRecord', c.objectiveRecord, `${path}.objectiveRecord`);
    if (!c.template) return;
    const course = known.templates.get(c.template);
    if (course === undefined) use('certificateTemplate', c.template, `${path}.template`);
    else if (course !== c.course) issues.add(`${path}.template`, `Template "${c.template}" belongs to course "${course}"`);
  });
}

function checkWorkflows(file: ImportFile, known: KnownEntities, issues: IssueList): void {
  // The database allows one run in progress per learner and course (objective_workflows_one_open).
  const open = new Map<string, number>();
  file.workflows.forEach((w, i) => {
    const path = `workflows[${i}]`;
    known.use('user', w.user, `${path}.user`);
    known.use('course', w.course, `${path}.course`);
    if (w.state === 'inProgress') {
      const earlier = open.get(`${w.user}\n${w.course}`);
      if (earlier !== undefined)
        issues.add(`${path}.state`, `Only one run per user and course can be inProgress (also workflows[${earlier}])`);
      else open.set(`${w.user}\n${w.course}`, i);
    }
    const courseInFile = known.isDefined('course', w.course);
    const seen = new Set<string>();
    w.activities.forEach((a, j) => {
      const at = `${path}.activities[${j}].activity`;
      if (seen.has(a.activity)) issues.add(at, `Activity "${a.activity}" appears twice in this workflow`);
      seen.add(a.activity);
      const place = known.activities.get(a.activity);
      if (place) {
        if (place.course !== w.course) issues.add(at, `Activity "${a.activity}" is not in course "${w.course}"`);
      } else if (courseInFile) issues.add(at, `No activity "${a.activity}" in course "${w.course}"`);
      else known.use('activity', a.activity, at);
    });
  });
}
