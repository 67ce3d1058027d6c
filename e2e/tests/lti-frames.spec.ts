/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { test, expect, signInTo, expectAccessible, mainHeading, storage } from '../fixtures.ts';

// The frame pages of doc 1 §2 and the tool's return point (issue 11 part 5), in a real
// browser under the real policies: the fixture fails the test on anything the CSP refused.

const RETURN = '/learn/lti-tool-callback?objectiveId=00000000-0000-4000-8000-000000000001&activityId=00000000-0000-4000-8000-000000000002';

/** Frames `src` in the app's page and answers the first message its frame posts to the app, with the sender's origin. */
function firstMessageFrom(page: Page, src: string) {
  return page.evaluate(
    (url) =>
      new Promise<{ data: unknown; origin: string }>((resolve) => {
        const frame = document.createElement('iframe');
        addEventListener('message', (event) => {
          if (event.source === frame.contentWindow) resolve({ data: event.data, origin: event.origin });
        });
        frame.src = url;
        document.body.append(frame);
      }),
    src,
  );
}

test('the redirect page follows only a URL of this site', async ({ request, baseURL }) => {
  const go = (target: string) => request.get(`/redirect?redirectUrl=${encodeURIComponent(target)}`, { maxRedirects: 0 });
  let res = await go('/learn/catalog');
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/learn/catalog');
  res = await go(`${baseURL}/learn/courses`);
  expect(res.headers().location).toBe(`${baseURL}/learn/courses`);
  for (const outside of ['https://evil.example.net/learn/', '//evil.example.net/']) {
    res = await go(outside);
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/learn/');
  }
});

test('the frame bridge posts its message to the portal that frames it, under its own policy', async ({ page, baseURL }) => {
  await signInTo(page, '/learn/courses');
  const navigation = await firstMessageFrom(page, `/frame-bridge?do_navigation=${encodeURIComponent('/learn/catalog')}`);
  expect(navigation).toEqual({ data: { subject: 'lti.navigate', target: '/learn/catalog' }, origin: new URL(baseURL!).origin });
  const relogin = await firstMessageFrom(page, '/frame-bridge?do_contructor_re_login=1');
  expect(relogin.data).toEqual({ subject: 'lti.relogin' });

  const refused = await page.request.get(`/frame-bridge?do_navigation=${encodeURIComponent('https://evil.example.net/')}`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).not.toContain('<script');
});

test('the frame bridge page itself passes axe, in English and in Arabic right to left', async ({ page, browser }) => {
  await page.goto('/frame-bridge?do_contructor_re_login=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Back to the learner portal' })).toBeVisible();
  await expectAccessible(page);
  const arabic = await browser.newContext({ locale: 'ar-AR' });
  const arabicPage = await arabic.newPage();
  await arabicPage.goto('/frame-bridge?do_navigation=https://evil.example.net/');
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPage.getByRole('heading', { level: 1, name: 'لا يوجد ما يمكن فعله هنا' })).toBeVisible();
  await expectAccessible(arabicPage);
  await arabic.close();
});

test("the tool callback in the course's frame hands the return to the app around it", async ({ page, baseURL }) => {
  await signInTo(page, '/learn/courses');
  const returned = await firstMessageFrom(page, `${RETURN}&lti_msg=${encodeURIComponent('Answers saved')}&lti_errormsg=`);
  expect(returned).toEqual({
    data: {
      subject: 'lti.return',
      objectiveId: '00000000-0000-4000-8000-000000000001',
      activityId: '00000000-0000-4000-8000-000000000002',
      msg: 'Answers saved',
      errormsg: null,
    },
    origin: new URL(baseURL!).origin,
  });
});

test("the tool callback in a window of its own shows the tool's texts and the way back, in English and Arabic", async ({ page }) => {
  const url = `${RETURN}&lti_msg=${encodeURIComponent('Your answers were saved.')}&lti_errormsg=${encodeURIComponent('تعذّر إرسال الدرجة')}`;
  await signInTo(page, url);
  await expect(mainHeading(page)).toHaveText('Back from the activity');
  await expect(page.getByText('Your answers were saved.')).toHaveAttribute('dir', 'auto');
  await expect(page.getByRole('alert').filter({ hasText: 'تعذّر إرسال الدرجة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to the activity' })).toHaveAttribute(
    'href',
    '/learn/courses/redirect/00000000-0000-4000-8000-000000000001?activityId=00000000-0000-4000-8000-000000000002',
  );
  await expectAccessible(page);

  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto('/learn/lti-tool-callback');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toHaveText('العودة من النشاط');
  await expect(page.getByText('لم نتمكن من معرفة النشاط الذي عدت منه.')).toBeVisible();
  await expectAccessible(page);
});
