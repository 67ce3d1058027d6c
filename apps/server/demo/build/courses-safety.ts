import { assignment, event, lesson, module, quiz, video, type CourseDef } from './kit.ts';

/**
 * Fire Warden Training is the course that shows every lock of spec doc 2 §4 for the
 * demo learner, who is part-way through it (see learners.ts).
 */
export const fireWarden: CourseDef = {
  key: 'fw-210',
  code: 'FW-210',
  name: 'Fire Warden Training',
  description: 'For appointed fire wardens: fire science, evacuation duties and a live drill.',
  about: [
    'Fire wardens make sure everyone on their floor gets out, quickly and calmly, and that nobody goes back in. This course prepares you for the role and ends with a supervised drill.',
    '## Course rhythm',
    'Some parts open on set dates so the whole cohort moves together. Locked items show the date they open.',
  ],
  cover: { motif: 'flame', from: '#ff8787', to: '#c92a2a' },
  scale: 'letter',
  collections: ['col-compliance'],
  attributes: ['level-intermediate', 'format-live', 'format-assessed'],
  // The AI tutor (decision 0027) answers from the parts the learner may open: its locks show in what it cites.
  enableAiTutor: true,
  channel: {
    startsExpanded: true,
    messages: [
      {
        externalId: 'drill-date',
        author: 'user-instructor',
        body: '<p>The live drill briefing is confirmed for later this week. Please read "The fire triangle" before then.</p>',
        createdAt: '-2d',
      },
    ],
  },
  items: [
    module('begin', 'Before you begin', [
      lesson(
        'role',
        'The role of a fire warden',
        [
          'When the alarm sounds, a fire warden sweeps their area, directs people to the nearest safe exit, checks toilets and meeting rooms, and reports to the assembly point controller.',
          '## What you do not do',
          '- Fight a fire that is larger than a waste-paper bin',
          '- Go back in for belongings, or let anyone else',
          '- Use the lifts',
        ],
        6,
      ),
      video(
        'evacuation',
        'Evacuation walk-through',
        2,
        9,
        ["A full evacuation of Warehouse North filmed from the warden's point of view."],
        {
          part: { gracePeriodUntil: '-1d' },
        },
      ),
    ]),
    module('science', 'Fire science', [
      lesson(
        'triangle',
        'The fire triangle',
        [
          'A fire needs three things: heat, fuel and oxygen. Remove any one and it goes out. Every extinguisher and every fire precaution works by taking away one side of the triangle.',
          '![Heat, fuel and oxygen: remove one and the fire goes out](images/diagram-fire-triangle.svg)',
        ],
        5,
      ),
      lesson(
        'extinguishers',
        'Extinguisher types',
        [
          '- **Water (red label)**: paper, wood, textiles. Never on electrical equipment.',
          '- **Foam (cream)**: as water, plus flammable liquids.',
          '- **CO2 (black)**: electrical fires. Do not hold the horn, it gets extremely cold.',
          '- **Dry powder (blue)**: most classes, but it blinds and is not for enclosed spaces.',
        ],
        6,
        { part: { accessibleUntil: '-2d' } },
      ),
      lesson(
        'lithium',
        'Special hazards: lithium batteries',
        ['Lithium battery fires reignite and give off toxic gases. This lesson is being written with our fleet team.'],
        6,
        {
          activity: { state: 'draft' },
        },
      ),
      lesson('old-procedure', 'Evacuation procedure (2019 edition)', ['Superseded by the current procedure.'], 3, {
        activity: { state: 'archived' },
      }),
    ]),
    module('practical', 'Practical', [
      event('drill-briefing', 'Live drill briefing', '+3d+2h', '+3d+3h', ['We walk the drill route together and assign sweep zones.'], {
        part: { startFrom: '+3d' },
        location: 'Assembly point B, Warehouse North car park',
      }),
      quiz('drill-signup', 'Drill readiness quiz', 6, 'safety', { part: { startUntil: '-1d', due: '-1d' } }),
      lesson(
        'drill-log',
        'Drill log template',
        ['Record the time the alarm sounded, when your area was clear, and anything that slowed people down.'],
        4,
        { part: { completePrevious: true } },
      ),
      lesson(
        'further-reading',
        'Further reading: fire safety law',
        [
          'The Regulatory Reform (Fire Safety) Order makes the responsible person accountable for a fire risk assessment and for appointing competent people to help, which is where wardens come in.',
        ],
        10,
        { part: { optional: true } },
      ),
      lesson(
        'legacy-signage',
        'Signage guide (expires soon)',
        [
          'Green running-man signs mark escape routes; red signs mark fire equipment. This guide is being replaced but stays readable until then.',
        ],
        4,
        { activity: { state: 'expired' } },
      ),
      // Every deadline an activity can have, in the coming weeks: the calendar and its feed show them (issue 15).
      assignment(
        'walk-report',
        'Floor walk report',
        [
          'Walk your sweep zone and submit a short report: exits, obstructions, call points and anything that needs fixing. Your instructor grades it.',
        ],
        {
          part: {
            startUntil: '+4d',
            due: '+5d',
            gracePeriodUntil: '+8d',
            accessibleUntil: '+30d',
            reviewPolicy: 'AfterRevealingResults',
            resultsDisclosurePolicy: 'AfterDate',
            resultsDisclosureFrom: '+12d',
          },
        },
      ),
    ]),
  ],
};

export const firstAid: CourseDef = {
  key: 'fa-101',
  code: 'FA-101',
  name: 'First Aid at Work',
  description: 'The primary survey, the recovery position, CPR and how to handle bleeding, burns and choking until help arrives.',
  about: [
    'This course covers the knowledge part of the three-day First Aid at Work qualification. The practical skills are assessed in person.',
    'Certificates are valid for three years; we send a reminder before yours expires.',
  ],
  cover: { motif: 'cross', from: '#69db7c', to: '#2b8a3e' },
  scale: 'letter',
  collections: ['col-new-joiners'],
  attributes: ['level-beginner', 'format-assessed'],
  isPublic: true,
  enableAiTutor: true,
  certificate: { name: 'First Aid at Work', validForDays: 1095 },
  items: [
    module('survey', 'The primary survey', [
      lesson(
        'drsabc',
        'DRSABC: the primary survey',
        [
          'When you reach a casualty, work through the same steps every time. They stop you missing the thing that will kill someone first.',
          '![Danger, Response, Shout, Airway, Breathing, Circulation](images/diagram-drsabc.svg)',
          '1. **Danger**: make sure you are safe before you approach.',
          '2. **Response**: speak loudly, tap their shoulders.',
          '3. **Shout** for help and ask someone to call 112 or 999.',
          '4. **Airway**: tilt the head, lift the chin.',
          '5. **Breathing**: look, listen and feel for ten seconds.',
          '6. **Circulation**: look for and control severe bleeding.',
        ],
        10,
      ),
      video('recovery', 'The recovery position', 0, 4, ['A step-by-step demonstration on a volunteer.']),
    ]),
    module('emergencies', 'Common emergencies', [
      lesson(
        'bleeding',
        'Bleeding, burns and breaks',
        [
          '## Severe bleeding',
          'Apply firm, direct pressure with a pad for at least ten minutes. Do not keep lifting it to look.',
          '## Burns',
          'Cool with cool running water for twenty minutes, then cover loosely with cling film. No creams, no ice.',
          '## Suspected fractures',
          'Support the limb in the position you found it. Do not try to straighten it.',
        ],
        9,
      ),
      lesson(
        'cpr',
        'Choking and CPR',
        [
          'For choking, give up to five back blows, then up to five abdominal thrusts, and repeat. For an unresponsive casualty who is not breathing normally, start CPR: 30 compressions, 5 to 6 cm deep, 100 to 120 a minute, then 2 rescue breaths if you are trained and willing.',
        ],
        8,
      ),
    ]),
    quiz('assessment', 'First aid assessment', 20, 'first-aid'),
  ],
};

export const manualHandling: CourseDef = {
  key: 'mh-120',
  code: 'MH-120',
  name: 'Manual Handling',
  description: 'Plan the lift, keep the load close and use the equipment: the habits that protect your back for a whole career.',
  about: [
    'Many colleagues completed manual handling training with our previous learning provider; those results were imported into this portal.',
  ],
  cover: { motif: 'box', from: '#ffa94d', to: '#e8590c' },
  scale: 'pass-fail',
  collections: ['col-new-joiners'],
  attributes: ['level-beginner', 'format-self-paced'],
  isPublic: true,
  items: [
    lesson(
      'think',
      'Think before you lift',
      [
        'Use the TILE check: **Task**, **Individual**, **Load**, **Environment**. Can the task be avoided or done with a trolley? Are you fit to do it? Is the load heavy, unstable or awkward? Is the floor wet, the light poor, the space cramped?',
      ],
      6,
    ),
    video('technique', 'The safe lifting technique', 1, 5, [
      'Feet apart, bend the knees, keep the load close to the waist and do not twist.',
    ]),
    quiz('check', 'Manual handling check', 8, 'manual-handling'),
  ],
};

/** Issue 33: a short course the demo learner has all but finished (one required lesson left), to show the submit checklist. */
export const visitors: CourseDef = {
  key: 'vis-101',
  code: 'VIS-101',
  name: 'Visitors on Site',
  description: 'Signing visitors in, escorting them and what to do with a visitor in an emergency.',
  about: ['Three short lessons for everyone who receives visitors at a depot or an office.'],
  cover: { motif: 'people', from: '#74c0fc', to: '#1971c2' },
  attributes: ['level-beginner', 'format-self-paced'],
  inCatalog: false,
  items: [
    lesson(
      'sign-in',
      'Signing visitors in',
      ['Every visitor signs in at reception, shows an identity document and wears the visitor badge where it can be seen.'],
      3,
    ),
    lesson(
      'escort',
      'Escorting a visitor',
      ['A visitor is accompanied at all times beyond reception. Hand them over in person if you have to leave.'],
      3,
    ),
    lesson(
      'emergency',
      'Visitors in an emergency',
      ['At the alarm, take your visitor with you to the assembly point and tell the fire warden they are there.'],
      3,
    ),
  ],
};
