import { lesson, module, quiz, video, type CourseDef } from './kit.ts';

export const cyber: CourseDef = {
  key: 'sec-101',
  code: 'SEC-101',
  name: 'Cybersecurity Awareness',
  description: 'How attacks really start, how to spot a phishing email, and the habits that make you a hard target.',
  about: [
    'Nine in ten successful attacks begin with a person being tricked, not a system being broken. This course gives you the habits that stop most of them.',
    'You need 70 % in the assessment to pass. You can retake it at any time.',
  ],
  cover: { motif: 'shield', from: '#9775fa', to: '#5f3dc4' },
  scale: 'pass-fail',
  collections: ['col-digital', 'col-compliance'],
  attributes: ['level-beginner', 'format-assessed'],
  // The demo learner finished it three days ago: at start the portal e-mails the day-1 and day-3 checks (decision 0026).
  knowledgeModel: {
    questions: [
      {
        text: 'An email from "IT Support" asks you to confirm your password through a link. What do you do?',
        answers: [
          {
            text: 'Report it with the Report phishing button',
            normalizedScore: 1,
            feedback: 'Right: IT never asks for your password, and a report protects your colleagues too.',
          },
          {
            text: 'Follow the link and check whether the page looks real',
            feedback: 'A convincing page proves nothing: report the email instead of opening its link.',
          },
          {
            text: 'Forward it to colleagues to ask whether it is genuine',
            feedback: 'Forwarding spreads the attack. Report it with the Report phishing button.',
          },
        ],
      },
      {
        text: 'Which password is the strongest?',
        answers: [
          { text: 'P@ssw0rd1!', feedback: 'Substituted symbols are the first thing cracking tools try. Length beats complexity.' },
          {
            text: 'correct-horse-battery-staple',
            normalizedScore: 1,
            feedback: 'Yes: three or four random words are long, strong and easy to remember.',
          },
        ],
      },
      {
        text: 'An MFA prompt appears on your phone although you did not just sign in. What do you do?',
        answers: [
          {
            text: 'Approve it: it is probably the system',
            feedback: 'Never approve a prompt you did not start: someone may have your password.',
          },
          {
            text: 'Deny it and tell the service desk',
            normalizedScore: 1,
            feedback: 'Right, and change your password: someone else tried to sign in as you.',
          },
        ],
      },
    ],
  },
  isPublic: true,
  items: [
    module('threats', 'Threats', [
      lesson(
        'how-attacks-start',
        'How attacks really start',
        [
          'Attackers rarely break in. They log in, with a password someone gave them, or they persuade someone to run their software. Phishing, fake invoices and "urgent" requests from the boss are the usual routes.',
        ],
        6,
      ),
      lesson(
        'phishing',
        'Spotting a phishing email',
        [
          'Look for the signs below. One alone may be innocent; two or more should make you stop and check through another channel.',
          '![Five signs of a phishing email](images/diagram-phishing.svg)',
          '- The sender address does not match the name shown',
          '- Urgency or threat: "your account will be closed today"',
          '- A link whose real address (hover to see it) is not where it claims to go',
          '- An unexpected attachment, especially a zip or a macro-enabled document',
          '- A request to change bank details or buy gift cards',
          '> Report it with the **Report phishing** button. Do not forward it to colleagues to ask.',
        ],
        8,
      ),
      video('anatomy', 'Anatomy of an attack', 2, 7, [
        'We follow a real (anonymised) invoice fraud from the first email to the money leaving.',
      ]),
    ]),
    module('habits', 'Habits', [
      lesson(
        'passwords',
        'Passwords, passphrases and MFA',
        [
          'Length beats complexity. Three random words are stronger and easier to remember than P@ssw0rd1. Use the company password manager, never reuse a work password elsewhere, and approve an MFA prompt only when you have just tried to sign in.',
        ],
        6,
      ),
      lesson(
        'on-the-move',
        'Working safely on the move',
        [
          '- Lock your screen whenever you step away (Windows key + L)',
          '- Use the VPN on public Wi-Fi',
          '- Do not leave your laptop in a car, even in the boot',
        ],
        5,
      ),
    ]),
    quiz('assessment', 'Cybersecurity assessment', 15, 'security'),
  ],
};

/** A course that is a single tool activity (LTI): a retake is offered without a retake window. */
export const phishingSim: CourseDef = {
  key: 'phi-150',
  code: 'PHI-150',
  name: 'Phishing Simulation Challenge',
  description: 'Twenty realistic emails, one inbox: decide which are safe, which are phishing and what you would report.',
  about: ['The simulation runs in our assessment tool and takes about 15 minutes. Your best score counts.'],
  cover: { motif: 'bulb', from: '#38d9a9', to: '#087f5b' },
  scale: 'pass-fail',
  collections: ['col-digital'],
  attributes: ['level-intermediate', 'format-assessed'],
  isPublic: true,
  items: [],
  single: quiz('simulation', 'Phishing Simulation Challenge', 20, 'security', { minutes: 15, activity: { displayMode: 'Fullscreen' } }),
};

export const ethicsExam: CourseDef = {
  key: 'eth-300',
  code: 'ETH-300',
  name: 'Ethics Certification Exam',
  description:
    'The proctored exam for the Business Ethics certificate. Results are reviewed by the ethics board and are not shown to candidates.',
  about: [
    'The exam is proctored: your webcam and screen are recorded. You need a quiet room and a government ID.',
    'Results are sent to your manager and the ethics board. By policy, candidates are not shown their grade.',
  ],
  cover: { motif: 'scales', from: '#748ffc', to: '#364fc7' },
  scale: 'letter',
  collections: ['col-leadership'],
  attributes: ['level-advanced', 'format-assessed'],
  // Announcements only, from the ethics board: the demo instructor does not teach this course and cannot post here.
  channel: {
    name: 'Ethics board',
    messages: [{ externalId: 'booking', body: '<p>Exam slots for next month are open. Book through your manager.</p>', createdAt: '-4d' }],
  },
  items: [
    lesson(
      'guidance',
      'Exam guidance',
      [
        '- You have 90 minutes for 40 questions.',
        '- You may not use notes, a second screen or a phone.',
        '- If your connection drops, rejoin within five minutes and the timer resumes.',
      ],
      5,
    ),
    module('cases', 'Case studies', [
      lesson(
        'conflicts',
        'Case study: conflicts of interest',
        [
          'Your brother-in-law runs a haulage firm that has bid for one of our routes. You sit on the selection panel. Declare the relationship in writing and step out of the decision; the panel can still consider the bid.',
        ],
        10,
        { part: { reviewPolicy: 'AfterRevealingResults', resultsDisclosurePolicy: 'AfterDate', resultsDisclosureFrom: '+14d' } },
      ),
    ]),
    quiz('exam', 'Ethics exam', 40, 'ethics', {
      minutes: 90,
      activity: { proctored: true, supportMobileView: false },
      part: { reviewPolicy: 'Never', resultsDisclosurePolicy: 'Never' },
    }),
  ],
};

/**
 * A short proctored exam the demo learner can really sit (decision 0021): Start exam hands
 * over to the bundled tool's proctoring checks, the exam opens on the proctor route, and
 * the tool's proctor page (http://localhost:3001/proctoring) flags or verifies it.
 */
export const securityExam: CourseDef = {
  key: 'isc-210',
  code: 'ISC-210',
  name: 'Information Security Certification Exam',
  description: 'A short proctored exam on the security essentials: five questions, twenty minutes, camera on.',
  about: [
    'The exam is proctored: before it starts the proctoring tool checks your camera and who you are.',
    'Your attempt is reviewed afterwards; a flagged attempt blocks the course until an instructor decides.',
  ],
  cover: { motif: 'shield', from: '#63e6be', to: '#0b7285' },
  scale: 'pass-fail',
  collections: ['col-digital'],
  attributes: ['level-intermediate', 'format-assessed'],
  items: [
    lesson(
      'rules',
      'Exam rules',
      ['- Twenty minutes for five questions.', '- Keep your camera on and stay in view.', '- No notes, no second screen.'],
      3,
    ),
    quiz('exam', 'Security essentials exam', 5, 'security', { minutes: 20, activity: { proctored: true } }),
  ],
};

/** Archived: the learner's old enrolment must not appear in lists (spec doc 1 §4). */
export const legacyExpenses: CourseDef = {
  key: 'exp-100',
  code: 'EXP-100',
  name: 'Legacy Expense Reporting (ExpenseNow)',
  description: 'How to submit expenses in ExpenseNow. Replaced by the new finance system.',
  about: ['This course has been retired together with ExpenseNow.'],
  scale: 'pass-fail',
  attributes: ['level-beginner'],
  inCatalog: false,
  root: { state: 'archived' },
  items: [
    lesson(
      'submit',
      'Submitting an expense claim in ExpenseNow',
      ['Photograph the receipt, pick the cost code and submit before the 25th of the month.'],
      5,
    ),
    quiz('check', 'Expenses check', 5, 'expenses'),
  ],
};
