import { describe, expect, it } from 'vitest';
import { getDetailsLayers } from './details-layers.ts';
import { ContentType, WorkflowState } from './enums.ts';

describe('getDetailsLayers (doc 2 §2 Course details sidebar layers)', () => {
  it.each([
    {
      rule: 'content shows while in progress',
      type: ContentType.composite,
      supportReview: false,
      state: WorkflowState.inProgress,
      channel: null,
      expected: ['details', 'content'],
    },
    {
      rule: 'content shows when review is supported',
      type: ContentType.composite,
      supportReview: true,
      state: null,
      channel: null,
      expected: ['details', 'content'],
    },
    {
      rule: 'content hides when neither',
      type: ContentType.composite,
      supportReview: false,
      state: WorkflowState.finished,
      channel: null,
      expected: ['details'],
    },
    {
      rule: 'content never shows for LTI',
      type: ContentType.lti,
      supportReview: true,
      state: WorkflowState.inProgress,
      channel: null,
      expected: ['details'],
    },
    {
      rule: 'notifications show with an announcement channel',
      type: ContentType.lti,
      supportReview: false,
      state: null,
      channel: 'ch1',
      expected: ['details', 'notifications'],
    },
    {
      rule: 'the all-zero channel id is no channel',
      type: ContentType.lti,
      supportReview: false,
      state: null,
      channel: '00000000-0000-0000-0000-000000000000',
      expected: ['details'],
    },
  ])('$rule', ({ type, supportReview, state, channel, expected }) => {
    expect(getDetailsLayers({ courseType: type, supportReview, workflowState: state, announcementChannelId: channel })).toEqual(expected);
  });
});
