import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signInTo, expectAccessible, mainHeading, mainNavigation, storage } from '../fixtures.ts';

// Issue 13 "Certificate wallet" (decision 0023): My certificates, the Open Badges export and
// LinkedIn link, and the public page's check of a pasted credential. Reads the demo only.

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const VALID = 'BWA-FA101-007388';
const EXPIRED = 'BWA-FA101-004211';
const EXPIRING = 'BWA-MTG120-000873';
/** learner2's, revoked in the demo (decision 0023). */
const REVOKED = 'BWA-FA101-006930';
const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => main(page).getByRole('list').first().getByRole('listitem');
const item = (page: Page, number: string) => items(page).filter({ hasText: number });

test('My certificates: every certificate with its status, filtered, opened, exported and checked on the public page', async ({
  page,
  baseURL,
}) => {
  test.slow(); // several axe runs and a download
  await signInTo(page, '/learn/courses');
  await mainNavigation(page).getByRole('link', { name: 'My certificates', exact: true }).click();
  await expect(page).toHaveURL('/learn/certificates');
  await expect(mainHeading(page)).toHaveText('My certificates');
  await expect(items(page)).toHaveCount(5);
  await expect(item(page, VALID)).toContainText('Valid');
  await expect(item(page, EXPIRING)).toContainText('Expires soon');
  await expect(item(page, EXPIRING).getByRole('link', { name: /^Retake before / })).toBeVisible();
  await expect(item(page, EXPIRED)).toContainText('Expired');
  await expectAccessible(page);

  await main(page).getByRole('combobox', { name: 'Status' }).selectOption('expired');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText(EXPIRED);
  await main(page).getByRole('combobox', { name: 'Status' }).selectOption('all');
  await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption('expiry');
  await expect(items(page).first()).toContainText(EXPIRED);

  // LinkedIn's documented add-to-profile link, with the certificate's facts.
  const linkedIn = new URL(
    (await item(page, VALID)
      .getByRole('link', { name: /Add to LinkedIn/ })
      .getAttribute('href'))!,
  );
  expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
  await expect(item(page, VALID).getByRole('link', { name: /Add to LinkedIn/ })).toHaveAttribute('target', '_blank');
  const params = Object.fromEntries(linkedIn.searchParams);
  expect(params).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    organizationName: 'Brightwell Academy',
    certId: VALID,
    certUrl: `${baseURL}/learn/certificate/${VALID}`,
  });
  for (const key of ['name', 'issueYear', 'issueMonth', 'expirationYear', 'expirationMonth']) expect(params[key], key).toMatch(/\S/);

  // Each opens the certificate view, which offers the same export.
  await item(page, VALID).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/learn/courses/[0-9a-f-]+/certificate/${VALID}$`));
  await expect(main(page)).toContainText('Status: Valid');
  const download = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download Open Badge' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`certificate-${VALID}.jwt`);
  const jwt = (await readFile((await file.path())!, 'utf8')).trim();
  expect(jwt.split('.')).toHaveLength(3);
  await expectAccessible(page);

  // The public page, signed out: its status, and the downloaded badge checked against the site's keys.
  const visitor = await page.context().browser()!.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/learn/certificate/${VALID}`);
  await expect(main(publicPage)).toContainText('Status: Valid');
  await main(publicPage).getByRole('textbox', { name: 'Credential' }).fill(jwt);
  await main(publicPage).getByRole('button', { name: 'Check the credential' }).click();
  const verdict = main(publicPage).getByRole('region', { name: 'Check an Open Badges credential' }).getByRole('status');
  await expect(verdict).toContainText('Valid:');
  await expect(verdict).toContainText('First Aid at Work');
  await expect(verdict.getByText(/^Valid:/)).toBeFocused();
  await expectAccessible(publicPage);

  // One changed character in the payload: not valid, and why.
  const [header, payload, signature] = jwt.split('.');
  const tampered = `${header}.${payload!.slice(0, 20)}${payload![20] === 'A' ? 'B' : 'A'}${payload!.slice(21)}.${signature}`;
  await main(publicPage).getByRole('textbox', { name: 'Credential' }).fill(tampered);
  await main(publicPage).getByRole('button', { name: 'Check the credential' }).click();
  await expect(verdict).toContainText('Not valid:');

  // A revoked certificate's public page: revoked, when and why, and no files to download.
  await publicPage.goto(`/learn/certificate/${REVOKED}`);
  await expect(main(publicPage)).toContainText('Status: Revoked');
  await expect(main(publicPage)).toContainText('Issued in error: the practical assessment was not signed off.');
  await expect(main(publicPage).getByRole('link', { name: /PDF|PNG|Open Badge/ })).toHaveCount(0);
  await expectAccessible(publicPage);
  await visitor.close();
});

test('My certificates and the public check in Arabic: right to left, translated, accessible', async ({ page, baseURL }) => {
  test.slow();
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/certificates');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toHaveText(ar['certificates.wallet.title']!);
  await expect(items(page)).toHaveCount(5);
  await expect(item(page, EXPIRED)).toContainText(ar['certificates.status.expired']!);
  await expectAccessible(page);

  const visitor = await page.context().browser()!.newContext({ baseURL });
  await visitor.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/learn/certificate/${EXPIRED}`);
  await expect(main(publicPage)).toContainText(ar['certificates.status.expired']!);
  await main(publicPage).getByRole('textbox', { name: ar['certificates.verify.label'] }).fill('not a credential');
  await main(publicPage).getByRole('button', { name: ar['certificates.verify.submit'] }).click();
  await expect(main(publicPage).getByRole('region', { name: ar['certificates.verify.title'] }).getByRole('status')).toContainText(
    ar['certificates.verify.reason.malformed']!,
  );
  await expectAccessible(publicPage);
  await publicPage.goto(`/learn/certificate/${REVOKED}`);
  await expect(main(publicPage)).toContainText(ar['certificates.status.revoked']!);
  await expectAccessible(publicPage);
  await visitor.close();
});
