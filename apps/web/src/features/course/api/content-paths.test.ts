import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, WORKFLOW_PATHS } from '@lp/contract';
import { CONTENT_CALL_PATHS } from './content-paths.ts';

describe('CONTENT_CALL_PATHS', () => {
  it('says what the contract says', () => {
    expect(CONTENT_CALL_PATHS.activity('ow-1')).toBe(CONTENT_PATHS.activity('ow-1'));
    expect(CONTENT_CALL_PATHS.activity('ow-1', 'part-1')).toBe(CONTENT_PATHS.activity('ow-1', 'part-1'));
    expect(CONTENT_CALL_PATHS.discussionPosts('ow-1', 'a-1')).toBe(CONTENT_PATHS.discussionPosts('ow-1', 'a-1'));
    expect(CONTENT_CALL_PATHS.startActivityWorkflows).toBe(WORKFLOW_PATHS.startActivityWorkflows);
    expect(CONTENT_CALL_PATHS.finishActivityWorkflows).toBe(WORKFLOW_PATHS.finishActivityWorkflows);
  });
});
