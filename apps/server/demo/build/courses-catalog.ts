import { discussion, lesson, module, quiz, video, type CourseDef, type Item } from './kit.ts';
import type { Cover } from './svg.ts';

type Level = 'beginner' | 'intermediate' | 'advanced';
interface Extra {
  cover?: Omit<Cover, 'file'>;
  collections?: string[];
  isPublic?: boolean;
  scale?: CourseDef['scale'];
}

/** Catalog courses: nobody in the demo is enrolled (except where learners.ts says so). */
function course(key: string, name: string, description: string, level: Level, extra: Extra, about: string[], items: Item[]): CourseDef {
  return {
    key,
    code: key.toUpperCase(),
    name,
    description,
    about,
    attributes: [`level-${level}`, 'format-self-paced'],
    ...extra,
    items,
  };
}

const paint = (motif: Cover['motif'], from: string, to: string) => ({ motif, from, to });

export const catalogCourses: CourseDef[] = [
  course(
    'tim-101',
    'Time Management Essentials',
    'Plan your week around priorities, protect focus time and stop the day running you.',
    'beginner',
    { cover: paint('clock', '#74c0fc', '#1971c2'), isPublic: true, collections: ['col-new-joiners'] },
    ['Practical techniques you can try this afternoon.'],
    [
      module('plan', 'Plan', [
        lesson(
          'big-three',
          'Three things that matter this week',
          [
            'On Monday morning, write the three outcomes that would make the week a success. Schedule them before anything else fills the calendar.',
          ],
          5,
        ),
        lesson(
          'eisenhower',
          'Urgent is not the same as important',
          [
            '- **Urgent and important**: do it now',
            '- **Important, not urgent**: schedule it',
            '- **Urgent, not important**: delegate it',
            '- **Neither**: drop it',
          ],
          5,
        ),
      ]),
      module('focus', 'Focus', [
        video('focus-time', 'Protecting focus time', 0, 5, [
          'Block it in the calendar and treat it like a meeting with your most important customer.',
        ]),
        quiz('check', 'Time management check', 6, 'time'),
      ]),
    ],
  ),
  course(
    'sql-101',
    'Introduction to SQL for Analysts',
    'SELECT, WHERE, GROUP BY and JOIN: answer your own questions from the data warehouse.',
    'intermediate',
    { cover: paint('line', '#4dabf7', '#1864ab'), isPublic: true, collections: ['col-digital'], scale: 'letter' },
    ['Exercises run against a copy of the shipments data.'],
    [
      module('select', 'Reading data', [
        lesson(
          'select-where',
          'SELECT and WHERE',
          ['SELECT picks columns, FROM picks the table, WHERE picks rows. Start every query with a LIMIT while you explore.'],
          8,
        ),
        lesson(
          'group',
          'GROUP BY',
          ['Aggregate with COUNT, SUM and AVG; every selected column that is not aggregated must appear in GROUP BY.'],
          8,
        ),
      ]),
      module('join', 'Combining tables', [
        lesson(
          'joins',
          'JOINs without tears',
          ['An INNER JOIN keeps matching rows only; a LEFT JOIN keeps every row from the left table, with NULLs where nothing matches.'],
          10,
        ),
        quiz('exercise', 'SQL exercise', 10, 'sql'),
      ]),
    ],
  ),
  course(
    'fin-101',
    'Budgeting Basics for Managers',
    'Build a cost-centre budget, read a variance report and explain the numbers to finance.',
    'beginner',
    { collections: ['col-leadership'] },
    ['For managers who have just been given a budget.'],
    [
      module('build', 'Building a budget', [
        lesson(
          'lines',
          'Fixed, variable and one-off costs',
          ['Separate costs that stay the same, costs that move with volume, and one-off spend. Each needs a different conversation.'],
          7,
        ),
      ]),
      module('variance', 'Reading variances', [
        lesson(
          'explain-variance',
          'Explaining a variance',
          [
            'Say what happened, why, and whether it will continue. "Fuel over by 8 % due to the price rise; expected to persist through Q4."',
          ],
          6,
        ),
        quiz('check', 'Budgeting check', 6, 'budgeting'),
      ]),
    ],
  ),
  course(
    'prv-201',
    'Handling Data Subject Requests',
    'Recognise an access, deletion or correction request and get it to the privacy team on time.',
    'intermediate',
    { cover: paint('lock', '#91a7ff', '#4263eb'), collections: ['col-compliance'] },
    ['Follows on from Data Privacy Fundamentals.'],
    [
      module('recognise', 'Recognising requests', [
        lesson(
          'forms',
          'A request has no required form',
          [
            'A customer saying "send me everything you hold about me" in a chat message is a valid access request. The one-month deadline starts that day.',
          ],
          6,
        ),
      ]),
      module('respond', 'Responding', [
        lesson('route', 'Routing it', ['Log it in the privacy portal the same day. Do not reply with data yourself.'], 4),
        quiz('check', 'Requests check', 6, 'privacy'),
      ]),
    ],
  ),
  course(
    'ldr-101',
    'First-Time Manager Essentials',
    'Your first ninety days as a manager: one-to-ones, delegation and the shift from doing to enabling.',
    'beginner',
    { cover: paint('compass', '#ffd43b', '#f08c00'), collections: ['col-leadership'] },
    ['For anyone who has managed people for less than a year.'],
    [
      module('first', 'The first weeks', [
        lesson(
          'one-to-ones',
          'One-to-ones that matter',
          ['Weekly, thirty minutes, their agenda first. Cancel anything else before you cancel a one-to-one.'],
          6,
        ),
        video('shift', 'From doing to enabling', 2, 5, ['Three new managers on what surprised them.']),
      ]),
      module('delegate', 'Delegation', [
        lesson(
          'delegate-outcomes',
          'Delegate outcomes, not tasks',
          ['Explain the result you need and why, agree check-in points, and let them choose the how.'],
          6,
        ),
      ]),
    ],
  ),
  course(
    'ldr-150',
    'Giving and Receiving Feedback',
    'Specific, timely and kind: feedback people can act on, and how to hear it without getting defensive.',
    'intermediate',
    { cover: paint('bubbles', '#ffc9c9', '#e03131'), collections: ['col-leadership'], isPublic: true },
    ['Includes a peer discussion.'],
    [
      module('give', 'Giving', [
        lesson(
          'sbi',
          'Situation, behaviour, impact',
          ['"In this morning\'s stand-up (situation), you cut Sam off twice (behaviour), and she did not contribute again (impact)."'],
          6,
        ),
      ]),
      module('receive', 'Receiving', [
        lesson('say-thanks', 'Say thank you first', ['Thank them, ask one clarifying question, and decide later what to do with it.'], 4),
        discussion('hardest', 'The hardest feedback you received', ['What made it useful, or not?']),
      ]),
    ],
  ),
  course(
    'cs-210',
    'Difficult Conversations with Customers',
    'Stay calm with angry customers, set boundaries and know when to escalate.',
    'intermediate',
    { collections: ['col-new-joiners'] },
    ['Builds on Customer Service Excellence.'],
    [
      module('calm', 'Staying calm', [
        lesson(
          'lower-voice',
          'Lower your voice, slow your pace',
          ['People mirror the tone they hear. Speaking slower and lower than the caller takes the heat out of most calls.'],
          5,
        ),
      ]),
      module('boundaries', 'Boundaries', [
        lesson(
          'abuse',
          'When it becomes abuse',
          ['You may end a call after one clear warning if a caller is abusive. Log it and tell your team leader.'],
          5,
        ),
        quiz('check', 'Conversations check', 6, 'customers'),
      ]),
    ],
  ),
  course(
    'wel-201',
    'Mental Health Awareness',
    'Recognise when a colleague may be struggling, start the conversation and know where to point them.',
    'beginner',
    { cover: paint('leaf', '#c0eb75', '#66a80f'), isPublic: true },
    ['Not a clinical course; it helps you be a good colleague.'],
    [
      module('notice', 'Noticing', [
        lesson(
          'signs',
          'Signs to notice',
          ['- Changes in mood, appetite or punctuality', '- Withdrawing from the team', '- Uncharacteristic mistakes'],
          5,
        ),
      ]),
      module('support', 'Supporting', [
        lesson('ask', 'Ask twice', ['"How are you?" usually gets "fine". Asking again, "how are you really?", shows you mean it.'], 4),
        video('eap', 'Our employee assistance programme', 1, 3, ['Free, confidential and available around the clock.']),
      ]),
    ],
  ),
  course(
    'sec-201',
    'Secure Remote Working',
    'Home networks, shared spaces, travel and lost devices: staying secure outside the office.',
    'beginner',
    { collections: ['col-digital'] },
    ['For anyone who works from home or travels.'],
    [
      module('home', 'At home', [
        lesson('router', 'Your home router', ['Change the default admin password and keep its firmware updated.'], 4),
      ]),
      module('travel', 'Travelling', [
        lesson('lost', 'If a device is lost', ['Report it to the service desk immediately; we can wipe it remotely.'], 3),
        quiz('check', 'Remote working check', 5, 'security'),
      ]),
    ],
  ),
  course(
    'sec-220',
    'Password Managers and MFA',
    'Set up the company password manager and multi-factor authentication in fifteen minutes.',
    'beginner',
    { cover: paint('lock', '#b197fc', '#7048e8'), collections: ['col-digital'], isPublic: true },
    ['Hands-on: have your phone ready.'],
    [
      module('manager', 'Password manager', [
        lesson(
          'setup',
          'Setting up the vault',
          ['Install the browser extension, create one long master passphrase, and let it generate every other password.'],
          6,
        ),
      ]),
      module('mfa', 'MFA', [
        lesson(
          'approve-prompt',
          'Approving a prompt',
          ['Only approve a prompt you just triggered. An unexpected prompt means someone has your password: report it.'],
          4,
        ),
      ]),
    ],
  ),
  course(
    'pm-201',
    'Agile Fundamentals with Scrum',
    'Sprints, backlogs, stand-ups and reviews: how our technology teams work, for everyone who works with them.',
    'intermediate',
    { cover: paint('flag', '#ff8787', '#f03e3e'), collections: ['col-digital'], scale: 'letter' },
    ['Useful whether you are on a Scrum team or just depend on one.'],
    [
      module('roles', 'Roles and events', [
        lesson(
          'three-roles',
          'Three roles',
          ['The product owner decides what, the team decides how, the Scrum master protects the process.'],
          6,
        ),
        video('sprint', 'A sprint in five minutes', 0, 5, ['From planning to review.']),
      ]),
      module('backlog', 'The backlog', [
        lesson(
          'stories',
          'Writing a good user story',
          ["As a depot manager, I want tomorrow's rota by 4 pm, so that drivers can plan their evening."],
          5,
        ),
        quiz('check', 'Scrum check', 8, 'scrum'),
      ]),
    ],
  ),
  course(
    'pm-210',
    'Risk Management for Projects',
    'Identify, rate and respond to project risks before they become issues.',
    'advanced',
    { scale: 'letter' },
    ['Follows on from Project Management Basics.'],
    [
      module('identify', 'Identifying', [
        lesson(
          'premortem',
          'The pre-mortem',
          ['Imagine the project has failed. Ask everyone to write down why. You have just listed your biggest risks.'],
          6,
        ),
      ]),
      module('respond', 'Responding', [
        lesson(
          'responses',
          'Avoid, reduce, transfer, accept',
          ['Every risk needs one of the four responses and an owner. "Monitor" is not a response.'],
          6,
        ),
        quiz('check', 'Risk check', 8, 'risk'),
      ]),
    ],
  ),
  course(
    'wrt-101',
    'Plain Language Writing',
    'Short words, short sentences, active voice: writing anyone can understand the first time.',
    'beginner',
    { cover: paint('pen', '#ffa8a8', '#f76707'), isPublic: true },
    ['Ten short lessons with before-and-after examples.'],
    [
      module('words', 'Words', [
        lesson('short', 'Prefer the short word', ['Use "use", not "utilise"; "help", not "facilitate"; "about", not "in relation to".'], 4),
      ]),
      module('sentences', 'Sentences', [
        lesson(
          'active',
          'Active voice',
          ['"The driver signed the form", not "the form was signed by the driver". Readers want to know who does what.'],
          4,
        ),
      ]),
    ],
  ),
  course(
    'wrt-220',
    'Writing Effective Reports',
    'Structure a report around the decision it supports, with an executive summary people actually read.',
    'advanced',
    { collections: ['col-leadership'] },
    ['For anyone writing to senior leaders.'],
    [
      module('summary', 'The summary', [
        lesson('one-page', 'One page, three parts', ['What we found, what we recommend, what we need from you.'], 6),
      ]),
      module('evidence', 'The evidence', [
        lesson('charts', 'Evidence that persuades', ['One chart per claim, titled with the claim itself.'], 5),
      ]),
    ],
  ),
  course(
    'lng-110',
    'French Basics for Business',
    'Introductions, phone calls and polite emails in French for working with our Lyon depot.',
    'beginner',
    { cover: paint('globe', '#748ffc', '#4c6ef5') },
    ['Short units with audio.'],
    [
      module('intro', 'Introductions', [
        lesson(
          'bonjour',
          "Bonjour, je m'appelle…",
          ['- **Enchanté(e)**: pleased to meet you', '- **Je travaille chez Brightwell**: I work at Brightwell'],
          5,
        ),
      ]),
      module('email', 'Emails', [
        lesson(
          'email-phrases',
          'Opening and closing an email',
          ['Open with **Bonjour Madame / Monsieur**, close with **Cordialement**.'],
          5,
        ),
        quiz('check', 'French check', 8, 'french'),
      ]),
    ],
  ),
  course(
    'lng-120',
    'English for International Meetings',
    'Clear, simple English for meetings with colleagues who speak it as a second language.',
    'intermediate',
    {},
    ['For native and non-native speakers alike.'],
    [
      module('clear', 'Being clear', [
        lesson(
          'idioms',
          'Avoid idioms',
          ['"Let\'s touch base offline" means nothing to many listeners. Say "let\'s talk after the meeting".'],
          4,
        ),
      ]),
      module('check', 'Checking understanding', [
        lesson('summarise', 'Summarise and confirm', ['End each point with a one-sentence summary and ask a specific question.'], 4),
      ]),
    ],
  ),
  course(
    'xls-150',
    'Charts That Tell a Story',
    'Pick the right chart, remove the clutter and title it with the message.',
    'intermediate',
    { cover: paint('line', '#66d9e8', '#1098ad'), collections: ['col-digital'] },
    ['Works in Excel, Sheets and Power BI.'],
    [
      module('choose', 'Choosing', [
        lesson(
          'which-chart',
          'Which chart?',
          [
            '- Comparing items: bar chart',
            '- Change over time: line chart',
            '- Part of a whole: a bar chart, nearly always better than a pie',
          ],
          6,
        ),
      ]),
      module('declutter', 'Decluttering', [
        lesson('less-ink', 'Less ink, more message', ['Remove gridlines, borders and legends you can replace with direct labels.'], 5),
        quiz('check', 'Charts check', 6, 'charts'),
      ]),
    ],
  ),
  course(
    'env-101',
    'Sustainability at Work',
    'Where our emissions come from and the practical changes each team can make.',
    'beginner',
    { cover: paint('leaf', '#8ce99a', '#2f9e44'), isPublic: true, collections: ['col-new-joiners'] },
    ['Our fleet produces most of our emissions; this course explains what we are doing about it.'],
    [
      module('footprint', 'Our footprint', [
        lesson(
          'scopes',
          'Scopes 1, 2 and 3',
          ['Scope 1 is what we burn (diesel), scope 2 the electricity we buy, scope 3 everything in our supply chain.'],
          6,
        ),
      ]),
      module('action', 'Taking action', [
        lesson(
          'actions',
          'What your team can do',
          ['- Plan routes to cut empty miles', '- Switch off forklift chargers when full', '- Choose video calls over short-haul flights'],
          5,
        ),
      ]),
    ],
  ),
  course(
    'erg-101',
    'Ergonomics for Desk Work',
    'Set up your chair, screen and keyboard in five minutes and avoid aches that build up over years.',
    'beginner',
    {},
    ['Includes a self-assessment you can share with your manager.'],
    [
      module('setup', 'Your setup', [
        lesson(
          'chair',
          'Chair and screen',
          ["Feet flat, knees level with hips, top of the screen at eye height, an arm's length away."],
          5,
        ),
      ]),
      module('habits', 'Habits', [
        lesson('breaks', 'Micro-breaks', ['Look away from the screen every twenty minutes and stand up every hour.'], 3),
      ]),
    ],
  ),
  course(
    'drv-101',
    'Safe Driving for Work',
    'Fatigue, distraction and speed: staying safe when you drive as part of your job.',
    'beginner',
    { cover: paint('wheel', '#adb5bd', '#495057'), isPublic: true, collections: ['col-compliance'], scale: 'pass-fail' },
    ['Required before driving a company or hire vehicle.'],
    [
      module('fatigue', 'Fatigue', [
        lesson(
          'tiredness',
          'Tiredness kills',
          ['Take a fifteen-minute break every two hours. Coffee and a cold window buy minutes, not hours.'],
          5,
        ),
      ]),
      module('distraction', 'Distraction', [
        lesson('phone', 'Phones away', ['Hands-free calls still take your attention off the road. Let it go to voicemail.'], 4),
        quiz('check', 'Driving check', 8, 'driving'),
      ]),
    ],
  ),
  course(
    'onb-101',
    'Welcome to Brightwell',
    'Who we are, how we work and where to find things: your first day, online.',
    'beginner',
    { cover: paint('star', '#ffd8a8', '#fd7e14'), isPublic: true, collections: ['col-new-joiners'] },
    ['Start here on your first day.'],
    [
      module('who', 'Who we are', [
        lesson(
          'story',
          'Our story',
          [
            'Brightwell started in 1987 with two lorries and a rented yard in Leeds. Today we run 14 depots and deliver for 600 businesses.',
          ],
          5,
        ),
        video('ceo', 'A welcome from our CEO', 2, 3, ['Why we care about getting it right first time.']),
      ]),
      module('how', 'How we work', [
        lesson(
          'tools',
          'Tools you will use',
          ['- The intranet for news and policies', '- This academy for learning', '- The service desk for anything IT'],
          4,
        ),
      ]),
    ],
  ),
  course(
    'ai-101',
    'Using Generative AI Responsibly',
    'What AI assistants are good at, where they go wrong, and the rules for using them with company data.',
    'beginner',
    { cover: paint('bulb', '#e599f7', '#ae3ec9'), isPublic: true, collections: ['col-digital'], scale: 'pass-fail' },
    ['Covers our AI use policy.'],
    [
      module('good-at', 'What it is good at', [
        lesson(
          'drafts',
          'Drafts, summaries and ideas',
          ['Use it for a first draft or to summarise a long document you are allowed to share. You remain the author.'],
          5,
        ),
      ]),
      module('rules', 'The rules', [
        lesson(
          'data',
          'Never paste personal or confidential data',
          ['Only the approved company assistant may be used with internal documents, and never with customer personal data.'],
          5,
        ),
        quiz('check', 'AI policy check', 6, 'ai'),
      ]),
    ],
  ),
];
