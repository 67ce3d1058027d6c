import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { courseSchema } from '../../src/modules/import/schema/course.ts';
import { enrolmentSchema } from '../../src/modules/import/schema/learning.ts';
import { courses, DEMO_DIR } from './build-demo.ts';
import { packageCourseCovers, packageCourses, packageEnrolments } from './package-courses.ts';
import { showcases, users } from './org.ts';

describe('the demo courses made of packages', () => {
  it('are courses of the import format whose content is a package', () => {
    for (const course of packageCourses) {
      const zip = course.package;
      expect(courseSchema.safeParse(course).error?.issues ?? []).toEqual([]);
      expect(courses.map((c) => c.key)).not.toContain(course.externalId);
      expect(zip).toMatch(/^packages\/dist\/[a-z0-9-]+\.zip$/);
      expect(existsSync(join(DEMO_DIR, zip)), zip).toBe(true);
      for (const s of course.showcases ?? []) expect(showcases.map((x) => x.externalId)).toContain(s);
    }
  });

  it('each has its cover drawn, and the demo learner is enrolled in each', () => {
    expect([...packageCourseCovers().keys()].sort()).toEqual(packageCourses.map((c) => c.imageFile).sort());
    for (const e of packageEnrolments) {
      expect(enrolmentSchema.safeParse(e).success).toBe(true);
      expect(users.map((u) => u.externalId)).toContain(e.user);
    }
    expect(packageEnrolments.map((e) => e.course).sort()).toEqual(packageCourses.map((c) => c.externalId).sort());
  });
});
