import { test, expect, signInTo, expectAccessible, mainHeading } from '../fixtures.ts';
import { openDetails, readClipboard } from './course-support.ts';

// doc 2 §2 /courses/{objectiveId}/certificate/{certificateNumber} and the public /learn/certificate/{number}.

const NUMBER = 'BWA-FA101-007388';
const LABELS = ['Student', 'Course name', 'Course code', 'Certificate ID', 'Score', 'Completion date', 'Expiry date', 'Grade'];

test('from the details to the certificate: the preview with its labels and the share link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInTo(page, '/learn/courses');
  const id = await openDetails(page, 'FA-101', 'First Aid at Work');
  await page.getByRole('link', { name: `View certificate ${NUMBER}` }).click();
  await expect(page).toHaveURL(`/learn/courses/${id}/certificate/${NUMBER}`);
  await expect(mainHeading(page)).toBeVisible();
  const facts = page.getByRole('main').locator('dl');
  await expect(facts.locator('dt')).toHaveText(LABELS);
  await expect(facts).toContainText(NUMBER);
  await expect(facts).toContainText('First Aid at Work');
  await expect(facts).toContainText('FA-101');
  await expect(facts).toContainText(/Valid until /);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'First Aid at Work' })).toHaveAttribute(
    'href',
    `/learn/courses/${id}/view/details`,
  );
  await page.getByRole('button', { name: 'Copy the certificate link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link was copied' })).toBeVisible();
  expect(await readClipboard(page)).toBe(`${baseURL}/learn/certificate/${NUMBER}`);
  await expectAccessible(page);
});

test('the public certificate link needs no sign-in; an unknown number is "Certificate not found"', async ({ page }) => {
  await page.goto(`/learn/certificate/${NUMBER}`);
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByRole('main').locator('dt')).toHaveText(LABELS);
  await expect(page.getByRole('main')).toContainText('First Aid at Work');
  await expect(page).toHaveURL(`/learn/certificate/${NUMBER}`);
  await expectAccessible(page);
  await page.goto('/learn/certificate/NO-SUCH-NUMBER');
  await expect(mainHeading(page)).toHaveText('Certificate not found');
});
