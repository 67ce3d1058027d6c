import { discussion, event, lesson, module, quiz, video, type CourseDef } from './kit.ts';

export const meetings: CourseDef = {
  key: 'mtg-120',
  code: 'MTG-120',
  name: 'Running Effective Meetings',
  description: 'Fewer, shorter meetings with a purpose, the right people and a clear outcome.',
  about: ['A short, practical course. You can retake the check a week after finishing to refresh your score.'],
  cover: { motif: 'clock', from: '#63e6be', to: '#0ca678' },
  scale: 'pass-fail',
  collections: ['col-leadership'],
  attributes: ['level-beginner', 'format-self-paced'],
  items: [
    module('before', 'Before the meeting', [
      lesson(
        'purpose',
        'No purpose, no meeting',
        [
          'Write the outcome in the invitation: "Decide the Q4 rota" rather than "Rota discussion". If you cannot name the outcome, send an email instead.',
        ],
        5,
      ),
      discussion('shortest', 'Your best short meeting', ['Share a meeting that achieved its goal in under 15 minutes. What made it work?']),
    ]),
    module('during', 'During and after', [
      lesson(
        'notes',
        'Decisions and actions, nothing else',
        ['Notes should list decisions made and actions agreed, each with an owner and a date. Send them within the hour.'],
        5,
      ),
      quiz('check', 'Meetings check', 6, 'meetings'),
    ]),
  ],
};

/** Tiles presentation: the course page shows its modules as tiles. */
export const spanish: CourseDef = {
  key: 'lng-101',
  code: 'LNG-101',
  name: 'Spanish for Travellers',
  description: 'Greetings, directions, ordering food and sorting out problems: the Spanish you need for a work trip.',
  about: ['Ten-minute units you can do on your phone between meetings. Audio for every phrase.'],
  cover: { motif: 'globe', from: '#ff922b', to: '#d9480f' },
  // A raster cover, served at the widths of srcset (decision 0044): the demo's one photo-sized image.
  coverImage: 'images/cover-lng-101.jpg',
  collections: ['col-new-joiners'],
  attributes: ['level-beginner', 'format-self-paced'],
  isPublic: true,
  root: { presentationMode: 'Tiles' },
  items: [
    module('greetings', 'Greetings', [
      lesson(
        'hola',
        'Hola, buenos días',
        [
          '- **Hola**: hello',
          '- **Buenos días**: good morning (until lunch, which in Spain is late)',
          '- **Encantado / encantada**: pleased to meet you',
          '- **¿Qué tal?**: how are you?',
        ],
        6,
      ),
      video('greetings-video', 'Greetings in context', 0, 4, ['Two colleagues meet at the Madrid depot.']),
    ]),
    module('directions', 'Directions', [
      lesson(
        'donde',
        '¿Dónde está…?',
        [
          '- **¿Dónde está la estación?**: where is the station?',
          '- **a la derecha / a la izquierda**: on the right / on the left',
          '- **todo recto**: straight on',
        ],
        6,
      ),
    ]),
    module('food', 'Food and drink', [
      lesson(
        'menu',
        'El menú del día',
        [
          'The menú del día is a fixed-price lunch: a first course, a second course, bread, a drink and dessert or coffee. **La cuenta, por favor**: the bill, please.',
        ],
        6,
      ),
      quiz('food-quiz', 'Food vocabulary quiz', 10, 'spanish'),
    ]),
    module('problems', 'Solving problems', [
      lesson(
        'problema',
        'Tengo un problema',
        ['- **He perdido mi maleta**: I have lost my suitcase', '- **¿Puede ayudarme?**: can you help me?'],
        6,
      ),
    ]),
  ],
};

/** LongRead presentation: the whole course reads as one page. */
export const emailEtiquette: CourseDef = {
  key: 'eml-110',
  code: 'EML-110',
  name: 'Email Etiquette',
  description: 'Subject lines, reply-all, tone and timing: small habits that make email less painful for everyone.',
  about: ['A single long read of about fifteen minutes.'],
  collections: ['col-new-joiners'],
  attributes: ['level-beginner', 'format-self-paced'],
  root: { presentationMode: 'LongRead' },
  items: [
    lesson(
      'subject',
      'Subject lines that work',
      ['Make the subject a summary: "Approval needed by Thu: Leeds overtime" tells the reader what and when before they open it.'],
      4,
    ),
    lesson(
      'reply-all',
      'Reply-all, cc and bcc',
      [
        'Reply-all only when everyone on the thread needs your answer. Use cc for people who need to know, not to cover yourself. Use bcc for large external mailings so addresses are not exposed.',
      ],
      4,
    ),
    lesson(
      'tone',
      'Tone and timing',
      [
        'Written words lose tone of voice. Read it back as if you were having a bad day. Schedule messages written late at night for the morning.',
      ],
      4,
    ),
  ],
};

/** LongReadWithoutActivityNames: one page, no headings between the activities. */
export const mindfulness: CourseDef = {
  key: 'wel-101',
  code: 'WEL-101',
  name: 'Mindfulness at Work',
  description: 'Short practices for focus and calm during a busy shift: breathing, noticing and single-tasking.',
  about: ['Five minutes a day is enough to notice a difference. Nothing here needs special equipment or a quiet room.'],
  cover: { motif: 'leaf', from: '#96f2d7', to: '#20c997' },
  attributes: ['level-beginner', 'format-self-paced'],
  isPublic: true,
  root: { presentationMode: 'LongReadWithoutActivityNames' },
  items: [
    lesson(
      'breathing',
      'Breathing',
      [
        'Breathe in for four counts, hold for four, out for four, hold for four. Repeat four times. It works in a queue, before a difficult call or at the end of a shift.',
      ],
      3,
    ),
    lesson(
      'noticing',
      'Noticing',
      ['Name five things you can see, four you can hear, three you can touch. It brings your attention back to where you are.'],
      3,
    ),
    lesson(
      'single-tasking',
      'Single-tasking',
      ['Close the inbox for twenty-five minutes and do one thing. Then take a five-minute break away from the screen.'],
      3,
    ),
  ],
};

export const inclusion: CourseDef = {
  key: 'div-101',
  code: 'DIV-101',
  name: 'Building an Inclusive Workplace',
  description: 'Everyday inclusion: noticing bias, making space for every voice in a meeting and being an active ally.',
  about: ['Results of the reflection check are released to the whole cohort on the same date.'],
  cover: { motif: 'people', from: '#da77f2', to: '#9c36b5' },
  scale: 'pass-fail',
  certificate: { name: 'Inclusive Workplace certificate' },
  collections: ['col-leadership'],
  attributes: ['level-beginner', 'format-assessed'],
  isPublic: true,
  items: [
    lesson(
      'bias',
      'Noticing bias',
      [
        'We all take mental shortcuts. Inclusion starts with noticing when a shortcut, such as "people like me", is making a decision for us.',
      ],
      7,
    ),
    lesson(
      'voices',
      'Every voice in the room',
      ['Share the agenda in advance, invite written input, and ask quieter colleagues directly rather than waiting for them to interrupt.'],
      6,
    ),
    quiz('reflection', 'Reflection check', 8, 'inclusion'),
  ],
};

export const remoteLeadership: CourseDef = {
  key: 'ldr-201',
  code: 'LDR-201',
  name: 'Leading Remote and Hybrid Teams',
  description: 'Trust, rhythm and fair visibility for teams split across depots, offices and homes.',
  about: ['Ask the AI tutor about any of the topics while you study.'],
  cover: { motif: 'compass', from: '#5c7cfa', to: '#3b5bdb' },
  scale: 'letter',
  collections: ['col-leadership'],
  attributes: ['level-advanced', 'format-live', 'format-assessed'],
  enableAiTutor: true,
  items: [
    module('trust', 'Trust and outcomes', [
      lesson(
        'outcomes',
        'Manage outcomes, not hours online',
        ['Agree what done looks like and when. Being visible online is not the same as doing the work.'],
        7,
      ),
      video('rhythm', 'A weekly rhythm that works', 1, 6, ['One team meeting, one one-to-one, and written updates in between.']),
    ]),
    module('fairness', 'Fairness', [
      lesson(
        'proximity',
        'Proximity bias',
        ['People we see more get more opportunities. Keep a simple log of who got stretch work and check it each quarter.'],
        6,
      ),
      event('panel', 'Panel: leaders from three depots', '-30d', '-30d+1h', ['Recording available.']),
      quiz('assessment', 'Leadership assessment', 15, 'leadership'),
    ]),
  ],
};
