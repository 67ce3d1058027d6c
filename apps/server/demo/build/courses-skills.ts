import { assignment, discussion, event, lesson, module, quiz, video, type CourseDef } from './kit.ts';

export const businessWriting: CourseDef = {
  key: 'wrt-201',
  code: 'WRT-201',
  name: 'Business Writing That Gets Read',
  description: 'Lead with the point, cut the padding and structure emails and reports so busy people act on them.',
  about: [
    'Most workplace writing fails for the same reason: the reader has to work out what the writer wants. This course is about putting that on the first line.',
    'You finish with a short piece of writing that a tutor reviews.',
  ],
  cover: { motif: 'pen', from: '#f783ac', to: '#a61e4d' },
  scale: 'letter',
  collections: ['col-leadership'],
  attributes: ['level-intermediate', 'format-assessed'],
  items: [
    module('principles', 'Principles', [
      lesson(
        'bottom-line',
        'Bottom line up front',
        [
          'State the decision, request or conclusion in the first sentence. Background comes after, for readers who want it.',
          '## Before',
          '> Following on from our meeting last week, and having looked at the figures from the three depots, I wanted to share some thoughts on the Q3 rota…',
          '## After',
          '> Please approve one extra driver for the Leeds depot from 1 October. Overtime there is 40 % above the other depots; details below.',
        ],
        7,
      ),
      lesson(
        'cut',
        'Cut it in half',
        [
          '- Delete openings that announce what you are about to say',
          '- Replace "in order to" with "to", "at this point in time" with "now"',
          '- One idea per paragraph; one paragraph per screen',
        ],
        6,
      ),
      discussion('worst-email', 'The worst email you ever received', [
        'Without naming anyone, what made it hard to act on? Rewrite its first line.',
      ]),
    ]),
    assignment('rewrite', 'Assignment: rewrite a real email', [
      'Take an email you sent in the last month (remove any personal data) and rewrite it using the techniques in this course. Submit both versions with a sentence on what you changed.',
    ]),
  ],
};

export const projectManagement: CourseDef = {
  key: 'pm-101',
  code: 'PM-101',
  name: 'Project Management Basics',
  description: 'Scope, plan, track and close a small project: the core toolkit for people who run projects alongside their day job.',
  about: [
    'You do not need a job title to run a project. This course gives you a lightweight method that works for a depot relocation as well as a new reporting dashboard.',
    'The final project plan is graded by a tutor, usually within five working days.',
  ],
  cover: { motif: 'flag', from: '#4c6ef5', to: '#1c7ed6' },
  scale: 'letter',
  collections: ['col-leadership'],
  attributes: ['level-beginner', 'format-live', 'format-assessed'],
  channel: {
    messages: [
      {
        externalId: 'grading',
        author: 'user-instructor',
        body: '<p>Thanks for all the project plans. Grading is under way and results should be out by Friday.</p>',
        createdAt: '-1d',
      },
    ],
  },
  items: [
    event('kick-off', 'Kick-off webinar', '-20d', '-20d+1h', ['Meet the cohort and the tutors. The recording is linked here afterwards.']),
    module('plan', 'Plan', [
      lesson(
        'scope',
        'Scope: what is in, what is out',
        [
          'Write a one-page project charter: the problem, the outcome you will deliver, what is explicitly out of scope, and who decides when you disagree.',
        ],
        8,
      ),
      lesson(
        'planning',
        'A plan people can read',
        [
          'Break the work into deliverables, not activities. "Racking installed in bay 4" is a deliverable; "work on racking" is not. Put an owner and a date against each.',
          '![Plan, do, check, act](images/diagram-pdca.svg)',
        ],
        9,
      ),
      video('risk', 'Risks and how to talk about them', 1, 6, ['A risk log is only useful if it changes what you do this week.']),
    ]),
    module('deliver', 'Deliver', [
      lesson(
        'tracking',
        'Tracking without the bureaucracy',
        ['A weekly five-line update: done, next, blocked, risks, decisions needed.'],
        6,
      ),
      quiz('check', 'Knowledge check', 10, 'projects'),
      assignment('project-plan', 'Final assignment: your project plan', [
        'Submit the charter and plan for a real or realistic project of your own.',
      ]),
    ]),
  ],
};

export const customerService: CourseDef = {
  key: 'cs-110',
  code: 'CS-110',
  name: 'Customer Service Excellence',
  description: 'Listen first, own the problem and follow through: service that turns complaints into loyal customers.',
  about: ['Built with our own service desk, using real (anonymised) customer conversations.'],
  cover: { motif: 'headset', from: '#22b8cf', to: '#0b7285' },
  scale: 'letter',
  collections: ['col-new-joiners'],
  attributes: ['level-beginner', 'format-assessed'],
  isPublic: true,
  items: [
    module('listen', 'Listening', [
      lesson(
        'listen-first',
        'Listen to understand, not to reply',
        [
          'Let the customer finish. Summarise what you heard in your own words before you offer anything. Customers who feel heard accept "no" far more readily than customers who feel processed.',
        ],
        6,
      ),
      video('calls', 'Three calls, three outcomes', 2, 8, ['The same late-delivery complaint handled three ways.']),
    ]),
    module('own', 'Owning the problem', [
      lesson(
        'own-it',
        'Own it, even when it was not you',
        ['"I will find out and call you back by four" beats "that is another department" every time, provided you do call back by four.'],
        6,
      ),
      quiz('assessment', 'Service assessment', 12, 'customers', {
        part: { reviewPolicy: 'AfterRevealingResults', resultsDisclosurePolicy: 'AfterScore', resultsDisclosureAbove: 0.5 },
      }),
    ]),
  ],
};

export const presenting: CourseDef = {
  key: 'prs-101',
  code: 'PRS-101',
  name: 'Presenting with Confidence',
  description: 'Structure a talk, design slides that support you rather than compete with you, and handle nerves and questions.',
  about: ['Includes a recorded five-minute talk, graded by a tutor and approved by the programme lead.'],
  scale: 'letter',
  collections: ['col-leadership'],
  attributes: ['level-intermediate', 'format-assessed'],
  items: [
    lesson(
      'structure',
      'A structure that always works',
      ['Tell them the one thing you want them to remember, give three reasons, then tell them the one thing again.'],
      6,
    ),
    lesson(
      'slides',
      'Slides that support you',
      [
        '- One message per slide, written as a sentence in the title',
        '- Pictures and numbers on the slide, explanations in your voice',
        '- If you need to read it, it belongs in a handout',
      ],
      6,
    ),
    assignment('talk', 'Recorded talk', ['Record a five-minute talk on a work topic and upload the link.']),
  ],
};

export const negotiation: CourseDef = {
  key: 'neg-201',
  code: 'NEG-201',
  name: 'Negotiation Skills',
  description: 'Prepare your walk-away point, trade rather than concede, and close agreements that last. Coming soon.',
  about: ['This course is being produced with our procurement team and opens next term.'],
  cover: { motif: 'people', from: '#fab005', to: '#e67700' },
  scale: 'letter',
  collections: ['col-leadership'],
  attributes: ['level-advanced'],
  root: { state: 'draft' },
  items: [
    lesson(
      'batna',
      'Know your walk-away point',
      ['Before any negotiation, write down what you will do if there is no deal. That is your real bottom line.'],
      8,
    ),
    lesson(
      'trade',
      'Trade, do not concede',
      ['Every concession should buy something: "If we move on price, can you move on payment terms?"'],
      8,
    ),
  ],
};

export const advancedExcel: CourseDef = {
  key: 'xls-201',
  code: 'XLS-201',
  name: 'Advanced Excel: PivotTables and Power Query',
  description: 'Turn a messy export into a refreshable report: clean it with Power Query, summarise it with PivotTables.',
  about: ['The next cohort opens soon. The practice files work in Excel for Windows and Mac; the exercises need a desktop screen.'],
  cover: { motif: 'bars', from: '#51cf66', to: '#2b8a3e' },
  scale: 'letter',
  collections: ['col-digital'],
  attributes: ['level-advanced', 'format-self-paced', 'format-assessed'],
  isPublic: true,
  items: [
    module('query', 'Power Query', [
      lesson(
        'import',
        'Import once, refresh forever',
        ['Load the export through Power Query instead of pasting it. Every cleaning step is recorded and replayed on refresh.'],
        10,
      ),
      quiz('exercise', 'Exercise: clean the depot export', 8, 'spreadsheets', { activity: { supportMobileView: false } }),
    ]),
    module('pivot', 'PivotTables', [
      lesson(
        'first-pivot',
        'Your first PivotTable',
        [
          'Put the thing you want to count or sum in **Values**, the thing you want to compare in **Rows**, and time in **Columns**.',
          '![From raw rows to a summary](images/diagram-pivot.svg)',
        ],
        10,
      ),
    ]),
  ],
};

export const spreadsheets: CourseDef = {
  key: 'xls-101',
  code: 'XLS-101',
  name: 'Spreadsheet Fundamentals',
  description: 'Formulas, references, sorting and filtering, and the habits that keep a spreadsheet trustworthy.',
  about: ['The starting point for the Digital skills pathway. Finishing it unlocks a retake window so you can improve your score later.'],
  cover: { motif: 'bars', from: '#8ce99a', to: '#37b24d' },
  scale: 'letter',
  collections: ['col-digital', 'col-new-joiners'],
  attributes: ['level-beginner', 'format-self-paced', 'format-assessed'],
  isPublic: true,
  accessNewContentAfterCompletion: false,
  certificate: { name: 'Spreadsheet Fundamentals' },
  items: [
    lesson(
      'formulas',
      'Formulas and references',
      ['A formula starts with =. A relative reference (A1) shifts when copied; an absolute one ($A$1) does not.'],
      8,
    ),
    lesson(
      'sort-filter',
      'Sorting and filtering safely',
      ['Select the whole table, or better, format it as a table first, so rows never get separated from their data.'],
      6,
    ),
    quiz('check', 'Spreadsheet check', 10, 'spreadsheets'),
    lesson(
      'whats-new',
      "What's new: dynamic arrays",
      ['Added after you finished: FILTER, SORT and UNIQUE spill their results into neighbouring cells.'],
      6,
    ),
  ],
};
