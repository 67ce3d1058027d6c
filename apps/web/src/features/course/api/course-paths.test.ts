import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import { COURSE_PATHS } from './course-paths.ts';

describe('COURSE_PATHS', () => {
  it('says what the contract says, for every path it restates', () => {
    for (const [name, path] of Object.entries(COURSE_PATHS)) {
      const contract = WORKFLOW_PATHS[name as keyof typeof WORKFLOW_PATHS];
      expect(typeof path === 'function' ? path('id-1') : path, name).toBe(
        typeof contract === 'function' ? (contract as (id: string) => string)('id-1') : contract,
      );
    }
  });
});
