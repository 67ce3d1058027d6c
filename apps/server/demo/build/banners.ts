import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';

/**
 * The dashboard's promo banners (issue 15, decision 0029): one for everyone, one for the
 * Ops North unit (the demo learner's; not learner2's), and one whose dates are over.
 */
export const promoBanners: NonNullable<ImportFileInput['promoBanners']> = [
  {
    externalId: 'banner-calendar',
    title: 'Never miss a deadline',
    text: 'Your due dates, live events and results are now in one calendar. Subscribe to it from Google Calendar, Outlook or Apple Calendar.',
    imageFile: 'images/cover-fw-210.svg',
    linkUrl: '/learn/calendar',
    linkText: 'Open my calendar',
    startsAt: '-7d',
    endsAt: '+60d',
  },
  {
    externalId: 'banner-ops-north',
    title: 'Ops North: fire drill on Friday',
    text: 'Fire wardens meet at the north depot gate at 10:00. Finish the Fire Warden Training quiz before then.',
    audienceUnits: ['unit-ops-north'],
    linkUrl: 'https://brightwell.example/drills',
    linkText: 'Drill plan',
    startsAt: '-1d',
    endsAt: '+5d',
  },
  {
    externalId: 'banner-survey-closed',
    title: 'Learner survey (closed)',
    text: "Thank you to everyone who answered last month's survey.",
    endsAt: '-2d',
  },
];
