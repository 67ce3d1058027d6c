import { describe, expect, it } from 'vitest';
import { getActivityMode, type ActivityMode, type TeamModeInput } from './team-mode.ts';

describe('getActivityMode (doc 2 §3 supportCollaborativeMode / supportPersonalMode)', () => {
  it.each<[string, TeamModeInput, ActivityMode]>([
    [
      '"an activity that supports collaborative mode is done by a team": collaborative with a team → team',
      { supportCollaborativeMode: true, supportPersonalMode: true, hasTeam: true },
      { mode: 'team' },
    ],
    [
      'collaborative only, with a team → team',
      { supportCollaborativeMode: true, supportPersonalMode: false, hasTeam: true },
      { mode: 'team' },
    ],
    [
      'collaborative and personal, no team → personal',
      { supportCollaborativeMode: true, supportPersonalMode: true, hasTeam: false },
      { mode: 'personal' },
    ],
    [
      'collaborative only, no team → cannot start (noTeam)',
      { supportCollaborativeMode: true, supportPersonalMode: false, hasTeam: false },
      { mode: null, reason: 'noTeam' },
    ],
    [
      '"in personal mode it works as today": personal only → personal',
      { supportCollaborativeMode: false, supportPersonalMode: true, hasTeam: false },
      { mode: 'personal' },
    ],
    [
      'personal only, even with a team on file → personal',
      { supportCollaborativeMode: false, supportPersonalMode: true, hasTeam: true },
      { mode: 'personal' },
    ],
    [
      'neither mode (bad data) → personal, as before teams',
      { supportCollaborativeMode: false, supportPersonalMode: false, hasTeam: false },
      { mode: 'personal' },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(getActivityMode(input)).toEqual(expected);
  });
});
