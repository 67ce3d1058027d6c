import { discussion, document, event, lesson, module, quiz, uploadedVideo, video, type CourseDef } from './kit.ts';

export const PDF_CHECKLIST = 'files/fire-safety-checklist.pdf';
/** A learner's notes attached to a discussion post. */
export const HAZARD_NOTES = 'files/hazard-walk-notes.txt';
/** Recorded by make-demo-video.ts and committed (build-demo.ts does not write it). */
export const VIDEO_WALKWAYS = 'files/keep-walkways-clear.webm';

export const safety: CourseDef = {
  key: 'saf-101',
  code: 'SAF-101',
  name: 'Workplace Safety Essentials',
  description: 'Spot hazards, report near misses and know what to do when something goes wrong on site or in the office.',
  about: [
    'Every year most workplace injuries at Brightwell come from a handful of causes: slips and trips, manual handling, and moving vehicles in the yard. This course shows you how to spot them early and what to do about them.',
    '## What you will learn',
    '- How to recognise the common hazards in warehouses and offices',
    '- The hierarchy of controls, and why a sign is the weakest of them',
    '- How and when to report a near miss',
    '- What happens in the first five minutes of an incident',
    '> Completing this course is required within your first month and every year after.',
  ],
  cover: { motif: 'flag', from: '#f59f00', to: '#d9480f' },
  scale: 'pass-fail',
  collections: ['col-new-joiners', 'col-compliance'],
  attributes: ['level-beginner', 'format-self-paced', 'format-live', 'format-assessed'],
  isPublic: true,
  certificate: { name: 'Workplace Safety Essentials certificate', validForDays: 365 },
  items: [
    module('hazards', 'Hazards around us', [
      lesson(
        'spotting-hazards',
        'Spotting hazards before they hurt',
        [
          'A hazard is anything with the potential to cause harm: a trailing cable, a pallet left in a walkway, a forklift reversing out of a blind aisle. A risk is how likely that harm is, and how bad it would be.',
          '## Look, then look again',
          'Most hazards are not hidden. We stop seeing them because they have always been there. When you walk into your area, ask three questions:',
          '1. What could fall, slip, move or break here?',
          '2. Who would be hurt, and how badly?',
          '3. What is already in place to stop it, and is it working?',
          '## The hierarchy of controls',
          'Not every fix is equal. The most effective controls remove the hazard altogether; the least effective rely on people remembering to do the right thing.',
          '![The hierarchy of controls, from most to least effective](images/diagram-hierarchy-of-controls.svg)',
          '> If your only control is a warning sign, look for a better one.',
        ],
        10,
      ),
      video('warehouse-walk', 'A walk through the warehouse floor', 0, 6, [
        'In this walk-through our site safety lead points out six hazards in under five minutes, from a missing edge protector on racking to a fire door wedged open.',
      ]),
      uploadedVideo('walkways', 'Keep walkways clear (short clip)', VIDEO_WALKWAYS, 6, [
        'A title card reads "Keep walkways clear" while a pallet slides out of the walkway, over a striped floor marking. A chime plays at the start and at the end; there is no speech.',
      ]),
      document('checklist', 'Fire safety checklist (PDF)', PDF_CHECKLIST, [
        'Print this checklist or keep it open on your phone during your next walk-round of your area.',
      ]),
    ]),
    module('reporting', 'Reporting and responding', [
      lesson(
        'near-misses',
        'Near misses: the free lesson',
        [
          'A near miss is an event that could have caused harm but did not: the box that fell where someone had been standing a second earlier. It costs nothing, and it tells us exactly where the next injury will happen.',
          '## How to report',
          '- Use the **Report a near miss** form on the intranet or the QR code on every notice board.',
          '- Say what happened, where, and what you did straight away.',
          "- You do not need to know the cause. That is the safety team's job.",
          'Reports are never used to blame the person who made them. Sites that report more near misses have fewer injuries.',
        ],
        7,
        { attachments: [{ file: PDF_CHECKLIST, name: 'Fire safety checklist.pdf' }] },
      ),
      event(
        'toolbox-talk',
        'Toolbox talk: live Q&A with the safety team',
        '+6d',
        '+6d+45m',
        ['Bring your questions about anything in this course. The session is recorded for those on shift.'],
        { location: 'Training room 2, Warehouse North' },
      ),
      discussion(
        'hazard-you-pass',
        'What is the hazard you walk past every day?',
        [
          'Describe one hazard in your area that everyone has stopped noticing. What would remove it, rather than just warn people about it?',
        ],
        {
          // Posts with files (issue 34, decision 0081): learners attach what they found. By a
          // colleague of the demo learners, so their own first post is theirs alone (content-players.spec.ts).
          posts: [
            {
              author: 'user-sofia',
              body: 'The fire door by bay 4 is wedged open every afternoon for the forklifts. I walked it with the checklist (attached): a hold-open device on the fire alarm would remove the wedge for good.',
              createdAt: '-2d',
              attachments: [PDF_CHECKLIST],
            },
            {
              author: 'user-sofia',
              body: 'My notes from the walk, with the three places where pallets block the route to the assembly point.',
              createdAt: '-1d',
              attachments: [HAZARD_NOTES],
            },
          ],
        },
      ),
      // Due with the course, then three days' grace: the Course rules card's grace period (issue 33).
      quiz('check', 'Safety essentials check', 10, 'safety', { part: { due: '+14d', gracePeriodUntil: '+17d' } }),
    ]),
  ],
};

export const privacy: CourseDef = {
  key: 'prv-101',
  code: 'PRV-101',
  name: 'Data Privacy Fundamentals',
  description:
    'What personal data is, the principles behind data protection law, and the everyday habits that keep customer and colleague data safe.',
  about: [
    'We hold personal data about customers, drivers, suppliers and each other. Handling it well is a legal duty and a matter of trust.',
    '## In this course',
    '- What counts as personal data, and what counts as special category data',
    '- The six principles, in plain words',
    '- Sharing data safely by email, chat and cloud storage',
    '- What to do in the first hour after a data breach',
  ],
  cover: { motif: 'lock', from: '#4dabf7', to: '#1864ab' },
  scale: 'pass-fail',
  collections: ['col-compliance', 'col-new-joiners'],
  attributes: ['level-beginner', 'format-self-paced', 'format-assessed'],
  isPublic: true,
  channel: {
    name: 'Data Privacy Fundamentals: announcements',
    startsExpanded: false,
    // Questions are open here (decision 0025): learners ask, the instructor answers.
    allowReplies: true,
    messages: [
      {
        externalId: 'welcome',
        author: 'user-instructor',
        body: '<p>Welcome! Please finish this course by the end of the month. The quiz at the end has 12 questions and you can see your answers afterwards.</p>',
        createdAt: '-20d',
      },
      {
        externalId: 'question-photos',
        author: 'user-sofia',
        kind: 'question',
        body: '<p>Are photos on a proof-of-delivery slip personal data, even without a name on them?</p>',
        createdAt: '-6d',
      },
      {
        externalId: 'answer-photos',
        author: 'user-instructor',
        body: '<p>Yes, Sofia: a photo of a person or their front door can identify them. Treat it like a name. The checklist attached has the rules for storing them.</p>',
        createdAt: '-6d+2h',
        attachments: [{ file: PDF_CHECKLIST, name: 'Handling checklist.pdf' }],
      },
      {
        externalId: 'update',
        author: 'user-instructor',
        body: '<p>We have updated the lesson on sharing data in chat tools to cover the new <strong>file-sharing rules</strong>. If you already finished it, no action is needed.</p>',
        createdAt: '-3d',
      },
      {
        externalId: 'office-hours',
        author: 'user-instructor',
        body: '<p>Office hours this Thursday, 14:00–15:00. Bring your questions about the quiz.</p>',
        createdAt: '-1d',
      },
    ],
  },
  items: [
    module('why', 'Why privacy matters', [
      lesson(
        'personal-data',
        'Personal data in everyday work',
        [
          'Personal data is any information that relates to an identified or identifiable person. A name is obvious. Less obvious: a delivery address, a vehicle registration, a photo on a proof-of-delivery slip, or an employee number.',
          '## Special category data',
          'Some data needs extra care because misuse could cause serious harm: health information, ethnicity, religious beliefs, trade union membership, biometrics and sexual orientation. In our work this most often means sick notes and occupational health reports.',
          '> If you would not want it read aloud in the canteen, treat it as sensitive.',
        ],
        8,
      ),
      video('two-minutes', 'Privacy in two minutes', 1, 2, ['A short animation on why privacy is about people, not paperwork.']),
    ]),
    module('handling', 'Handling data well', [
      lesson(
        'principles',
        'The six principles, in plain words',
        [
          '1. **Lawful, fair and transparent**: people should not be surprised by what we do with their data.',
          '2. **Purpose limitation**: collect it for a reason, and do not reuse it for something unrelated.',
          '3. **Data minimisation**: only what you need. A delivery needs an address, not a date of birth.',
          '4. **Accuracy**: keep it correct and fix it when you learn it is wrong.',
          '5. **Storage limitation**: delete it when the reason to keep it has gone.',
          '6. **Security**: protect it against loss, theft and accidental sharing.',
        ],
        9,
      ),
      lesson(
        'sharing',
        'Sharing data safely: email, chat and cloud',
        [
          'Most breaches we see are not hackers. They are an email to the wrong "Chris", a spreadsheet shared with "anyone with the link", or a screenshot posted in the wrong channel.',
          '## Before you press send',
          '- Check every recipient, especially auto-completed ones.',
          '- Share a link to the file with named people rather than attaching a copy.',
          '- Remove columns the recipient does not need.',
          '## If it goes wrong',
          'Tell the privacy team within the hour at privacy@brightwell.demo.test. We have 72 hours to notify the regulator, and the clock starts when anyone in the company knows.',
        ],
        10,
      ),
      discussion('dilemma', 'A privacy dilemma from your team', [
        'A customer calls asking for the home address of a driver who damaged their gate, so they can "sort it out directly". What do you do, and why?',
      ]),
    ]),
    quiz('check', 'Privacy check', 12, 'privacy'),
  ],
};

export const antiBribery: CourseDef = {
  key: 'abc-110',
  code: 'ABC-110',
  name: 'Anti-Bribery and Corruption',
  description: 'How to recognise a bribe, the rules on gifts and hospitality, and where to go when you are unsure.',
  about: [
    'Bribery does not always look like a brown envelope. A "facilitation fee" at a border, a generous invitation just before a tender, or a favour for a relative can all be bribes.',
    'This course is assigned to everyone who deals with customers, suppliers or public officials.',
  ],
  scale: 'pass-fail',
  collections: ['col-compliance'],
  attributes: ['level-intermediate', 'format-assessed'],
  inCatalog: false,
  items: [
    lesson(
      'what-counts',
      'What counts as a bribe',
      [
        'A bribe is offering, giving, asking for or accepting anything of value to influence a decision improperly. "Anything of value" includes cash, gifts, jobs, donations, travel and favours.',
        '## It does not have to succeed',
        'The offence is complete when the offer is made. It does not matter whether the decision was actually influenced, or whether the money came from you or a third party acting for us.',
      ],
      7,
    ),
    lesson(
      'gifts',
      'Gifts and hospitality: the rules of thumb',
      [
        '- Gifts under 50 EUR that are occasional and not cash: fine, no need to register.',
        '- Anything over 50 EUR, or any gift to or from a public official: register it first.',
        '- Never accept anything during a tender or contract negotiation.',
        '> The test: would you be comfortable if it appeared on the front page of a newspaper?',
      ],
      6,
    ),
    module('scenarios', 'Scenarios', [
      lesson(
        'customs',
        'Scenario: the helpful customs agent',
        [
          'A customs officer suggests your shipment could clear today rather than next week for a small "processing fee" paid in cash, with no receipt. This is a facilitation payment and it is a bribe under our policy, even where it is common practice. Decline politely, note the conversation and call the compliance hotline.',
        ],
        5,
      ),
      lesson(
        'conference',
        'Scenario: the conference invitation',
        [
          'A supplier bidding for our cleaning contract invites you, with a partner, to a three-day conference in Lisbon, flights and hotel included. The timing alone makes this unacceptable. Decline, and register the offer so the tender team knows it was made.',
        ],
        5,
      ),
    ]),
    // Written answers: the tool marks the attempt PendingManual and a teacher grades it there.
    quiz('assessment', 'Anti-bribery assessment', 10, 'bribery', { custom: { grading: 'manual' } }),
  ],
};

export const conduct: CourseDef = {
  key: 'coc-100',
  code: 'COC-100',
  name: 'Code of Conduct: Annual Attestation',
  description: 'Read our code of conduct and confirm you understand it. The attestation window for this year has closed.',
  about: [
    'Each year every employee confirms they have read and understood the code of conduct. The attestation window runs for six weeks.',
  ],
  scale: 'pass-fail',
  collections: ['col-compliance'],
  attributes: ['level-beginner'],
  inCatalog: false,
  root: { supportReview: false },
  items: [
    lesson(
      'code',
      'Our code in one page',
      [
        'We act honestly, we treat people with respect, we keep each other safe, and we speak up when something is wrong. Everything else in the code is detail on those four commitments.',
      ],
      5,
    ),
    lesson(
      'speak-up',
      'Speaking up',
      [
        'You can raise a concern with your manager, with People and Culture, or anonymously through the independent speak-up line. Retaliation against anyone who raises a concern in good faith is a disciplinary matter.',
      ],
      4,
    ),
    quiz('attestation', 'Attestation', 5, 'conduct'),
  ],
};
