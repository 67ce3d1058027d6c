/**
 * The demo learner's courses whose activities are locked, one of every kind for every lock
 * there is (decision 0056): every content field of each carries a marker `zqlk…` that no
 * answer may hold, and one word, "quokka", the tutor is asked about. Beside them, an open
 * activity of every kind whose markers `shwnmk…` the same answers carry: they prove a walk
 * reaches the places content leaves by.
 * - LK-LOCKED, its run in progress: before its start date, past its accessible-until date,
 *   past its last day to start, past its grace period, waiting for the part before it,
 *   hidden from review, a draft, and inside a module that has not opened yet;
 * - LK-DONE, handed in, taking no new content after completion: never started, not available;
 * - LK-NEW, never started: live events before their start date or after one not done yet,
 *   beside an open one (the calendar works its locks out without a run).
 */
export const LEAK = 'zqlk';
export const SHOWN = 'shwnmk';
export const ASKED = 'quokka';

export const KINDS = ['text', 'video', 'event', 'discussion', 'lti', 'composite'] as const;
type Kind = (typeof KINDS)[number];

/** Each lock of doc 2 §4 and §8 as a part's constraint (or the activity's state), by the name its markers carry. */
const LOCKS = {
  startfrom: { startFrom: '+2d' },
  accessibleuntil: { accessibleUntil: '-1d' },
  startuntil: { startUntil: '-1d' },
  grace: { gracePeriodUntil: '-1d' },
  previous: { completePrevious: true },
  review: { reviewPolicy: 'Never' },
  draft: {},
} as const;
type LockName = keyof typeof LOCKS | 'inmodule' | 'notavailable';

const LEARNER = 'user-learner';
const LTI_TOOL = 'demo-quiz-tool';

/** The files the activities name, each holding its own marker (its name) and the asked word. */
const files: Record<string, string> = {};
const file = (name: string) => {
  files[name] = `${name} ${ASKED}`;
  return name;
};

/** An activity of `kind` whose every content field carries `mark` (prefix + key); its name and description may show. */
function activity(kind: Kind, key: string, prefix: string, extra: Record<string, unknown> = {}): Record<string, unknown>[] {
  const m = `${prefix}${key}`;
  const html = `<p>${ASKED} ${m}html</p>`;
  const base = {
    externalId: key,
    name: `Activity ${key}`,
    description: `About ${key}`,
    attachments: [{ file: file(`${m}att.txt`), name: `${m}attname.txt` }],
    ...extra,
  };
  switch (kind) {
    case 'text':
      return [{ ...base, type: 'text', html, file: file(`${m}doc.txt`) }];
    case 'video':
      return [{ ...base, type: 'video', file: file(`${m}video.mp4`), transcriptHtml: `<p>${ASKED} ${m}transcript</p>` }];
    case 'event':
      return [
        {
          ...base,
          type: 'event',
          startsAt: '+3d',
          endsAt: '+4d',
          timeZone: 'Europe/London',
          joinUrl: `https://meet.test/${m}join`,
          location: `${m}place`,
          html,
        },
      ];
    case 'discussion':
      return [{ ...base, type: 'discussion', html }];
    case 'lti':
      return [
        {
          ...base,
          type: 'lti',
          toolUrl: `http://localhost:3001/launch/${m}tool`,
          ltiTool: LTI_TOOL,
          customParameters: { [`${m}param`]: `${m}value` },
        },
      ];
    case 'composite':
      // A composite's own introduction, and a part inside it that has no lock of its own.
      return [{ ...base, type: 'composite', html, parts: [{ activity: `${key}child` }] }, ...activity('text', `${key}child`, prefix)];
  }
}

const key = (kind: Kind, lock: LockName) => `${kind}${lock}`;

function lockedCourse() {
  const locked = KINDS.flatMap((kind) => (Object.keys(LOCKS) as (keyof typeof LOCKS)[]).map((lock) => ({ kind, lock })));
  const inModule = KINDS.map((kind) => key(kind, 'inmodule'));
  return {
    externalId: 'lk-locked',
    name: 'Locked content',
    code: 'LK-LOCKED',
    enableAiTutor: true,
    activities: [
      {
        externalId: 'lk-locked.root',
        type: 'composite',
        name: 'Locked content',
        parts: [
          ...KINDS.map((kind) => ({ activity: `open${kind}` })),
          ...locked.map(({ kind, lock }) => ({ activity: key(kind, lock), ...(lock === 'draft' ? {} : LOCKS[lock]) })),
          { activity: 'lk-locked.module', startFrom: '+2d' },
        ],
      },
      ...KINDS.flatMap((kind) => activity(kind, `open${kind}`, SHOWN)),
      ...locked.flatMap(({ kind, lock }) => activity(kind, key(kind, lock), LEAK, lock === 'draft' ? { state: 'draft' } : {})),
      {
        externalId: 'lk-locked.module',
        type: 'composite',
        name: 'A module not open yet',
        parts: inModule.map((activity) => ({ activity })),
      },
      ...KINDS.flatMap((kind) => activity(kind, key(kind, 'inmodule'), LEAK)),
    ],
  };
}

function doneCourse() {
  return {
    externalId: 'lk-done',
    name: 'Handed in',
    code: 'LK-DONE',
    accessNewContentAfterCompletion: false,
    activities: [
      {
        externalId: 'lk-done.root',
        type: 'composite',
        name: 'Handed in',
        parts: [{ activity: 'lk-done.read' }, ...KINDS.map((kind) => ({ activity: key(kind, 'notavailable') }))],
      },
      { externalId: 'lk-done.read', type: 'text', name: 'Read before handing in', html: '<p>Done.</p>' },
      ...KINDS.flatMap((kind) => activity(kind, key(kind, 'notavailable'), LEAK)),
    ],
    // Knowledge checks are e-mailed after a course is finished (decision 0026).
    knowledgeModel: {
      questions: [{ text: 'Which word did the course teach?', answers: [{ text: 'Quokka', normalizedScore: 1 }, { text: 'Wombat' }] }],
    },
  };
}

function newCourse() {
  return {
    externalId: 'lk-new',
    name: 'Not started',
    code: 'LK-NEW',
    activities: [
      {
        externalId: 'lk-new.root',
        type: 'composite',
        name: 'Not started',
        parts: [
          { activity: 'newopen' },
          { activity: 'eventnewprevious', ...LOCKS.previous },
          { activity: 'eventnewstartfrom', ...LOCKS.startfrom },
        ],
      },
      ...activity('event', 'newopen', SHOWN),
      ...activity('event', 'eventnewprevious', LEAK),
      ...activity('event', 'eventnewstartfrom', LEAK),
    ],
  };
}

/** The import (into the demo's tenant) and the files it names, for `importWithFiles`. */
export function lockedContentImport() {
  const reviewed = KINDS.map((kind) => key(kind, 'review'));
  const data = {
    courses: [lockedCourse(), doneCourse(), newCourse()],
    enrolments: [
      { user: LEARNER, course: 'lk-locked', isMandatory: true },
      { user: LEARNER, course: 'lk-done', isMandatory: true },
      { user: LEARNER, course: 'lk-new', isMandatory: true },
    ],
    workflows: [
      {
        externalId: 'lk-locked.run',
        user: LEARNER,
        course: 'lk-locked',
        state: 'inProgress',
        started: '-3d',
        // Handed in under a review policy of Never: hidden from review.
        activities: reviewed.map((activity) => ({ activity, state: 'finished', started: '-3d', submitted: '-2d', finished: '-2d' })),
      },
      {
        externalId: 'lk-done.run',
        user: LEARNER,
        course: 'lk-done',
        state: 'finished',
        started: '-3d',
        submitted: '-2d',
        finished: '-2d',
        activities: [{ activity: 'lk-done.read', state: 'finished', started: '-3d', finished: '-3d' }],
      },
    ],
  };
  return { data, files: { ...files } };
}
