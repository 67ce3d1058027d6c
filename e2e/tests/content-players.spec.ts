import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import { activityHeading, recordRequests, signInForCourse, startFromDetails, stubVimeo, tocLink } from './content-support.ts';

// doc 2 §5 content rules, §7 HEAD of attachments, §8 PDF viewer errors: Workplace Safety Essentials (SAF-101),
// not started by either learner in the demo data. Every journey through SAF-101 stays in this file, so its
// tests run one after another and never start the same run twice at once.

test('lesson images, a Vimeo video, the PDF viewer and attachment sizes (SAF-101)', async ({ page }) => {
  await stubVimeo(page);
  const id = await signInForCourse(page, 'SAF-101');
  await startFromDetails(page, id);
  await expect(activityHeading(page, 'Spotting hazards before they hurt')).toBeVisible();
  const image = page.getByRole('button', { name: /^Open image: The hierarchy of controls/ });
  await image.click();
  const gallery = page.getByRole('dialog', { name: 'Image gallery' });
  await expect(gallery).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(image).toBeFocused();
  await expectAccessible(page);

  await tocLink(page, 'A walk through the warehouse floor').click();
  const video = page.locator('iframe[title="Video: A walk through the warehouse floor"]');
  await expect(video).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  // Under load the activity can re-render just after the disclosure opens and close it again
  // (seen in CI; a known glitch in the issue 33 note): open it until it stays open.
  const transcript = page.getByText('our site safety lead points out six hazards');
  await expect(async () => {
    if (!(await transcript.isVisible())) await page.getByText('Transcript').click();
    await expect(transcript).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);

  // The PDF drawn by pdf.js (loaded only now): page 1 on a canvas with ink on it, the controls, the download.
  await tocLink(page, 'Fire safety checklist (PDF)').click();
  const pages = page.getByRole('region', { name: /\(PDF\)$/ });
  const firstPage = pages.getByRole('img', { name: /^Page 1 of 1$/ });
  await expect(firstPage).toBeVisible();
  await expect.poll(() => firstPage.evaluate(inkedPixels)).toBeGreaterThan(0);
  // Its text layer: the words are there to select and to be read aloud.
  await expect(pages).toContainText('Walk your area once a week');
  await expect(pages).toHaveAttribute('tabindex', '0'); // scrolls by keyboard
  const controls = page.getByRole('group', { name: 'PDF controls' });
  await expect(controls).toContainText('1 page');
  const download = controls.getByRole('link', { name: /^Download / });
  await expect(download).toHaveAttribute('href', /^\/api\/lms-storage\/v1\/files\/[0-9a-f-]{36}$/);
  const fileUrl = (await download.getAttribute('href'))!;
  await expect(page.getByText('Print this checklist')).toBeVisible();
  await expectAccessible(page);
  const widthBefore = (await firstPage.boundingBox())!.width;
  await controls.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBeGreaterThan(widthBefore * 1.2);
  await expect.poll(() => firstPage.evaluate(inkedPixels)).toBeGreaterThan(0);

  // A refused file is explained in words (the viewer reads the file itself); a damaged one is offered for download.
  for (const [status, text] of [
    [403, 'You do not have permission to view the file'],
    [401, 'Please log in to view the file'],
    [500, 'Failed to load PDF'],
    [200, 'This PDF could not be displayed. You can download it and open it on your device.'],
  ] as const) {
    await page.route(`**${fileUrl}`, (route) =>
      route.fulfill({ status, contentType: 'application/pdf', body: status === 200 ? '%PDF-1.4 damaged' : '' }),
    );
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Page 1 of/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(status === 401 || status === 403 ? 0 : 1);
    await page.unroute(`**${fileUrl}`);
  }

  await tocLink(page, 'Near misses: the free lesson').click();
  const attachments = page.getByRole('group', { name: 'Attachments' });
  await expect(attachments.getByRole('link', { name: 'Fire safety checklist.pdf' })).toBeVisible();
  await expect(attachments).toContainText(/Fire safety checklist\.pdf\s*\d+(\.\d{2})? (B|KB|MB)/);
  await expectAccessible(page);

  // An event: its time in its own zone (Europe/London) and in the learner's (Europe/Berlin), where, and the join link.
  await tocLink(page, 'Toolbox talk: live Q&A with the safety team').click();
  const main = page.getByRole('main');
  await expect(main.getByRole('term').filter({ hasText: 'Date and time (Europe/London)' })).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: 'In your time zone (Europe/Berlin)' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'Training room 2, Warehouse North' })).toBeVisible();
  const join = main.getByRole('link', { name: /^Join the event/ });
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);

  // A tool-based activity launches its tool inside the activity area (resource-link, decision 0019): the
  // bundled tool answers in the frame, signed in as the learner; the tool grades it, so nothing to mark.
  await tocLink(page, 'Safety essentials check').click();
  await expect(activityHeading(page, 'Safety essentials check')).toBeVisible();
  const tool = main.locator('iframe[title="Safety essentials check"]');
  await expect(tool).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Safety essentials check"]').getByRole('heading', { level: 1, name: 'Safety essentials check' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: /^Open Safety essentials check/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a Vimeo video always offers a link to watch it on Vimeo, and says beside it when Vimeo cannot be reached (SAF-101)', async ({
  page,
}) => {
  await page.clock.install(); // time flows as usual, and can be moved on past the player's timeouts
  await stubVimeo(page);
  const id = await signInForCourse(page, 'SAF-101');
  await startFromDetails(page, id);
  await tocLink(page, 'A walk through the warehouse floor').click();
  const main = page.getByRole('main');
  const watch = main.getByRole('link', { name: 'Watch “A walk through the warehouse floor” on Vimeo (opens in a new tab)', exact: true });
  await expect(watch).toHaveAttribute('href', 'https://vimeo.com/76979871');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', /\bnoopener\b/);
  const failed = main.getByRole('status').filter({ hasText: 'The video could not be loaded here.' });
  // The player came up (the stub says so, as Vimeo's does): however long one waits, no message.
  await expect(page.frameLocator('iframe[title="Video: A walk through the warehouse floor"]').getByText('Player')).toBeVisible();
  await page.clock.fastForward('00:30');
  await expect(failed).toHaveCount(0);
  await expectAccessible(page);

  // A network or filter that refuses Vimeo: the browser shows its own error page in the frame, and the
  // portal says the video could not be loaded, with the same link.
  await page.unroute('https://player.vimeo.com/**');
  await page.route('https://player.vimeo.com/**', (route) => route.abort());
  await page.reload();
  await expect(activityHeading(page, 'A walk through the warehouse floor')).toBeVisible();
  await expect(failed).toBeVisible();
  await expect(
    failed.locator('xpath=..').getByRole('link', { name: /^Watch “A walk through the warehouse floor” on Vimeo/ }),
  ).toHaveAttribute('href', 'https://vimeo.com/76979871');
  await expectAccessible(page);
});

test('posting in a discussion: required, one post for a double click, a reply (SAF-101, second learner)', async ({ page }) => {
  const id = await signInForCourse(page, 'SAF-101', accounts.learner2);
  await startFromDetails(page, id);
  await tocLink(page, 'What is the hazard you walk past every day?').click();
  await expect(activityHeading(page, 'What is the hazard you walk past every day?')).toBeVisible();
  await expect(page.getByText('Describe one hazard in your area')).toBeVisible();
  // A colleague's posts with the files she attached (decision 0081).
  await expect(page.getByRole('link', { name: /checklist/i }).first()).toBeVisible();
  await expectAccessible(page);

  const posts = recordRequests(page, 'POST', /\/discussion-posts$/);
  const submit = page.getByRole('button', { name: 'Post', exact: true });
  await submit.click();
  await expect(page.getByText('Field is required')).toBeVisible();
  expect(posts).toHaveLength(0);

  await page.getByRole('textbox', { name: 'Your post' }).fill('The fire door by bay 4 is always wedged open.');
  await submit.dblclick();
  const mine = page.getByRole('article', { name: 'Post by You' });
  await expect(mine).toContainText('The fire door by bay 4 is always wedged open.');
  await expect(page.getByRole('textbox', { name: 'Your post' })).toHaveValue('');
  expect(posts).toHaveLength(1);

  await mine.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('textbox', { name: 'Your reply to You' }).fill('Reported to the site safety lead.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByRole('list', { name: 'Replies to You' })).toContainText('Reported to the site safety lead.');
  expect(posts).toHaveLength(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(tocLink(page, 'What is the hazard you walk past every day?')).toHaveAccessibleName(
    'What is the hazard you walk past every day? (Completed)',
  );
});

test('an uploaded video plays in the native player, fetched in byte ranges (SAF-101)', async ({ page }) => {
  const fileResponses: { path: string; status: number }[] = [];
  page.on('response', (response) => fileResponses.push({ path: new URL(response.url()).pathname, status: response.status() }));
  const id = await signInForCourse(page, 'SAF-101');
  await startFromDetails(page, id);
  await tocLink(page, 'Keep walkways clear (short clip)').click();
  await expect(activityHeading(page, 'Keep walkways clear (short clip)')).toBeVisible();
  const video = page.getByRole('main').locator('video');
  await expect(video).toHaveAccessibleName('Keep walkways clear (short clip)');
  await expect(video).toHaveAttribute('src', /^\/api\/lms-storage\/v1\/files\/[0-9a-f-]{36}$/);
  const src = (await video.getAttribute('src'))!;
  // The file carries its length (about six seconds), so the controls show it and seeking works.
  await expect.poll(() => video.evaluate((v) => (v as unknown as MediaLike).duration)).toBeGreaterThan(5);
  await video.evaluate((v) => {
    const media = v as unknown as MediaLike;
    media.muted = true;
    return media.play();
  });
  await expect.poll(() => video.evaluate((v) => (v as unknown as MediaLike).currentTime)).toBeGreaterThan(0.5);
  // The browser asks for ranges and the server answers them (206), the way it streams a long video.
  expect([...new Set(fileResponses.filter((r) => r.path === src).map((r) => r.status))]).toEqual([206]);
  await page.getByText('Transcript').click();
  await expect(page.getByText('A title card reads "Keep walkways clear"')).toBeVisible();
  await expectAccessible(page);
});

/** The part of HTMLMediaElement the test drives (runs in the page). */
interface MediaLike {
  muted: boolean;
  currentTime: number;
  duration: number;
  play(): Promise<void>;
}

interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}

/** How many pixels of a canvas are not white: more than none once a page with text on it is drawn (runs in the page). */
function inkedPixels(element: unknown): number {
  const canvas = element as CanvasLike;
  if (!canvas.width || !canvas.height) return 0;
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++;
  return inked;
}
