import type { Cmi5Package, PackageDescription, Scorm12Package, Scorm2004Package } from './describe.ts';

export const fireSafety12: Scorm12Package = {
  standard: 'scorm12',
  name: 'scorm12-fire-safety',
  source: 'scorm12-fire-safety',
  identifier: 'brightwell-fire-safety-basics',
  title: 'Fire safety basics',
  description: 'How fires start, how to prevent them, what to do when the alarm sounds and how to use an extinguisher.',
  items: [{ identifier: 'fire-safety-sco', title: 'Fire safety basics', href: 'index.html', files: ['scorm12.js'], masteryScore: 80 }],
};

const LESSON_FILES = ['scorm2004.js'];
export const dataProtection2004: Scorm2004Package = {
  standard: 'scorm2004',
  name: 'scorm2004-data-protection',
  source: 'scorm2004-data-protection',
  identifier: 'brightwell-data-protection-essentials',
  title: 'Data protection essentials',
  description: 'What personal data is, how to handle it safely and what to do after a breach, in two lessons and a check.',
  items: [
    { identifier: 'lesson-what', title: 'What personal data is', href: 'lesson-1.html', files: LESSON_FILES, objectives: ['dp-identify'] },
    { identifier: 'lesson-handle', title: 'Handling data safely', href: 'lesson-2.html', files: LESSON_FILES, objectives: ['dp-handle'] },
    {
      identifier: 'check',
      title: 'Check your knowledge',
      href: 'quiz.html',
      files: LESSON_FILES,
      passingScore: { objective: 'dp-check', minNormalizedMeasure: 0.8 },
      objectives: ['dp-identify', 'dp-handle'],
    },
  ],
};

export const customerCalls: Cmi5Package = {
  standard: 'cmi5',
  name: 'cmi5-customer-calls',
  source: 'cmi5-customer-calls',
  identifier: 'https://courses.brightwell.demo.test/cmi5/customer-calls',
  title: 'Taking customer calls',
  description: 'Greet, listen and close: the three steps of a good customer call, with a short check.',
  aus: [
    {
      id: 'https://courses.brightwell.demo.test/cmi5/customer-calls/au/taking-calls',
      title: 'Taking customer calls',
      description: 'Four short pages and a four-question check; 75 % passes.',
      url: 'index.html',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.75,
      launchMethod: 'AnyWindow',
      bundles: ['au.ts'],
    },
  ],
};

/** The demo's packages, in the order the packager builds them. */
export const demoPackages: PackageDescription[] = [fireSafety12, dataProtection2004, customerCalls];
