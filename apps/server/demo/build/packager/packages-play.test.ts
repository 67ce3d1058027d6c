import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import xapiValidation from '@learninglocker/xapi-validation';
import { unzipSync } from 'fflate';
import { chromium, type Browser, type Frame, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIST_DIR } from './build-packages.ts';
import { customerCalls, dataProtection2004, fireSafety12 } from './courses.ts';
import { startStandIn, type StandIn } from './lms-stand-in.ts';

/**
 * The demo's SCOs and AU as a learner meets them, in Debian's Chromium: each SCO finds the
 * third-party runtime (scorm-again) as its LMS, is walked page by page and through its quiz,
 * and is launched again with what it saved to check that it resumes where it was left.
 */

// A CommonJS module whose default export is under `default`: taken either way the loader hands it over.
const validateStatement = ((xapiValidation as unknown as { default?: typeof xapiValidation }).default ?? xapiValidation) as (
  s: unknown,
) => unknown[];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const zip = (name: string) => join(DIST_DIR, `${name}.zip`);
let browser: Browser;
let lms: StandIn;
let page: Page;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`);
  lms = await startStandIn({
    [fireSafety12.name]: zip(fireSafety12.name),
    [dataProtection2004.name]: zip(dataProtection2004.name),
    [customerCalls.name]: zip(customerCalls.name),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
});
afterAll(async () => {
  await browser?.close();
  await lms?.close();
});
/** What the SCOs and the AU logged as a warning or an error: a refused SetValue, a statement the LRS did not take, a script error. */
let problems: string[] = [];
beforeEach(async () => {
  // 320 px wide: the content is read on a phone too.
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  page = await context.newPage();
  problems = [];
  page.on('console', (m) => {
    // A failed request is logged by the browser too; those that matter are caught below, by URL.
    if ((m.type() === 'warning' || m.type() === 'error') && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
  });
  // A file the content links to and the package lacks (the LRS's 404s for a first bookmark are expected).
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/pkg/')) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return async () => {
    await context.close();
    expect(problems).toEqual([]);
  };
});

const store = () => page.evaluate(() => (globalThis as unknown as { store: Record<string, string> }).store);
const calls = () => page.evaluate(() => (globalThis as unknown as { calls: string[] }).calls);

async function launch(version: '1.2' | '2004', href: string, initial?: Record<string, string>): Promise<Frame> {
  await page.goto(`${lms.url}/lms.html`);
  await page.evaluate(([v, h, i]) => (globalThis as unknown as { launch: (...a: unknown[]) => void }).launch(v, h, i), [
    version,
    `${lms.url}/pkg/${href}`,
    initial,
  ] as const);
  const frame = page.frameLocator('#sco');
  await frame.getByRole('heading', { level: 1 }).first().waitFor();
  return page.frame({ url: /\/pkg\// })!;
}
const leave = () => page.evaluate(() => (globalThis as unknown as { leave: () => void }).leave());
const heading = (frame: Frame) => frame.getByRole('heading', { level: 1, includeHidden: false });
const answer = (frame: Frame, question: string, option: string | RegExp) =>
  frame.getByRole('group', { name: question }).getByRole('radio', { name: option, exact: true }).check();

// Playwright's own web-first assertions belong to its runner; here they are polls on the locator.
const hasText = (locator: Locator, text: string) => expect.poll(() => locator.textContent()).toBe(text);
const containsText = (locator: Locator, text: string) => expect.poll(() => locator.textContent()).toContain(text);

/** The text of an element of the manifest, as an LMS reads it before launch. */
function manifestValue(name: string, tag: RegExp) {
  const xml = new TextDecoder().decode(unzipSync(readFileSync(zip(name)))['imsmanifest.xml']);
  return tag.exec(xml)?.[1] ?? '';
}

describe('the SCORM 1.2 SCO (Fire safety basics) on scorm-again’s Scorm12API', () => {
  it('is walked, answered and passed, and resumes where the learner left', async () => {
    const mastery = manifestValue(fireSafety12.name, /<adlcp:masteryscore>(\d+)</);
    expect(mastery).toBe('80');
    let frame = await launch('1.2', `${fireSafety12.name}/index.html`, { 'cmi.student_data.mastery_score': mastery });
    await expect.poll(store).toMatchObject({ 'cmi.core.lesson_status': 'incomplete', 'cmi.core.lesson_location': '1' });
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByRole('button', { name: 'Next' }).click();
    await hasText(heading(frame), 'When the alarm sounds');
    await expect.poll(() => heading(frame).evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true); // focus follows the learner to the new page
    expect((await store())['cmi.core.lesson_location']).toBe('3');
    await leave();
    await expect.poll(calls).toContain('LMSFinish');
    const first = await store();
    expect(first['cmi.core.exit']).toBe('suspend');
    expect(first['cmi.core.session_time']).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
    expect(JSON.parse(first['cmi.suspend_data']!)).toMatchObject({ v: '11100' });
    expect((await calls()).filter((c) => c === 'LMSCommit').length).toBeGreaterThanOrEqual(3); // a commit on every page

    // The LMS launches it again with what it kept, and cmi.core.entry = resume.
    frame = await launch('1.2', `${fireSafety12.name}/index.html`, {
      'cmi.core.entry': 'resume',
      'cmi.core.lesson_status': first['cmi.core.lesson_status']!,
      'cmi.core.lesson_location': first['cmi.core.lesson_location']!,
      'cmi.suspend_data': first['cmi.suspend_data']!,
      'cmi.student_data.mastery_score': mastery,
    });
    await hasText(heading(frame), 'When the alarm sounds');
    await containsText(frame.getByRole('status').first(), 'where you left off');
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByRole('button', { name: 'Next' }).click();
    await hasText(heading(frame), 'Check your knowledge');
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await frame.getByText('Answer every question first: 4 left.').waitFor();
    await answer(frame, 'Which three things does a fire need?', 'Heat, fuel and oxygen');
    await answer(frame, 'A fire door may be wedged open on a hot day.', 'False');
    await answer(frame, 'You find a fire. What do you do first?', 'Raise the alarm at the nearest call point');
    await answer(frame, 'Which extinguisher is right for a fire in a computer?', 'Water'); // one wrong: 75 %
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await frame.getByText(/3 of 4 correctly \(75 %\)\. You did not pass/).waitFor();
    let data = await store();
    expect(data).toMatchObject({
      'cmi.core.lesson_status': 'failed',
      'cmi.core.score.raw': '75',
      'cmi.core.score.min': '0',
      'cmi.core.score.max': '100',
    });
    expect(data).toMatchObject({
      'cmi.interactions.0.id': 'fire-triangle',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.student_response': 'c',
      'cmi.interactions.0.correct_responses.0.pattern': 'c',
      'cmi.interactions.0.result': 'correct',
      'cmi.interactions.1.type': 'true-false',
      'cmi.interactions.1.student_response': 'f',
      'cmi.interactions.3.result': 'wrong',
    });
    // A second try is recorded as new interactions, after the first four.
    await answer(frame, 'Which extinguisher is right for a fire in a computer?', /Carbon dioxide/);
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await frame.getByText(/4 of 4 correctly \(100 %\)\. You passed\./).waitFor();
    data = await store();
    expect(data).toMatchObject({ 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100', 'cmi.interactions.7.result': 'correct' });
    await leave();
    await expect.poll(calls).toContain('LMSFinish');
    expect((await store())['cmi.core.exit']).toBe(''); // finished: no suspend
  });

  it('without a mastery score, the quiz completes the SCO instead of passing it', async () => {
    const frame = await launch('1.2', `${fireSafety12.name}/index.html`, {
      'cmi.core.entry': 'resume',
      'cmi.core.lesson_location': '5',
      'cmi.suspend_data': '{"v":"11111","q":{}}',
    });
    await answer(frame, 'Which three things does a fire need?', 'Heat, smoke and fuel');
    await answer(frame, 'A fire door may be wedged open on a hot day.', 'True');
    await answer(frame, 'You find a fire. What do you do first?', 'Fetch your coat and bag');
    await answer(frame, 'Which extinguisher is right for a fire in a computer?', 'Water');
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await expect.poll(store).toMatchObject({ 'cmi.core.lesson_status': 'completed', 'cmi.core.score.raw': '0' });
  });

  it('tells the learner when no LMS is found, and still shows the course', async () => {
    await page.goto(`${lms.url}/pkg/${fireSafety12.name}/index.html`);
    await containsText(page.getByRole('status').first(), 'could not find its learning system');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Preventing a fire' }).waitFor();
  });
});

describe('the SCORM 2004 SCOs (Data protection essentials) on scorm-again’s Scorm2004API', () => {
  it('a lesson reports progress and completion, resumes, and asks the LMS to continue', async () => {
    let frame = await launch('2004', `${dataProtection2004.name}/lesson-1.html`);
    await expect.poll(store).toMatchObject({ 'cmi.completion_status': 'incomplete', 'cmi.location': '1', 'cmi.progress_measure': '0.33' });
    await frame.getByRole('button', { name: 'Next' }).click();
    await leave();
    await expect.poll(calls).toContain('Terminate');
    const first = await store();
    expect(first).toMatchObject({ 'cmi.exit': 'suspend', 'cmi.location': '2', 'cmi.objectives.0.id': 'dp-identify' });
    expect(first['cmi.session_time']).toMatch(/^PT(\d+H)?(\d+M)?[\d.]+S$/);

    frame = await launch('2004', `${dataProtection2004.name}/lesson-1.html`, {
      'cmi.entry': 'resume',
      'cmi.location': first['cmi.location']!,
      'cmi.suspend_data': first['cmi.suspend_data']!,
      'cmi.completion_status': first['cmi.completion_status']!,
    });
    await hasText(heading(frame), 'Special categories');
    await frame.getByRole('button', { name: 'Next' }).click();
    await expect.poll(store).toMatchObject({ 'cmi.completion_status': 'completed', 'cmi.progress_measure': '1', 'cmi.location': '3' });
    // The last page's Next is the LMS's Continue: a navigation request, then Terminate.
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(calls).toContain('Terminate');
    expect(await store()).toMatchObject({ 'adl.nav.request': 'continue', 'cmi.exit': 'normal' });
    const order = await calls();
    expect(order.at(-1)).toBe('Terminate');
  });

  it('Back on a lesson’s first page asks the LMS for the previous SCO, leaving the lesson suspended', async () => {
    const frame = await launch('2004', `${dataProtection2004.name}/lesson-2.html`);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect.poll(calls).toContain('Terminate');
    expect(await store()).toMatchObject({ 'adl.nav.request': 'previous', 'cmi.exit': 'suspend', 'cmi.completion_status': 'incomplete' });
    await frame.getByText('Opening the previous part of the course').waitFor();
  });

  it('the quiz scores against the manifest’s passing score, with objectives and interactions', async () => {
    const passing = manifestValue(dataProtection2004.name, /<imsss:minNormalizedMeasure>([\d.]+)</);
    expect(passing).toBe('0.8');
    const frame = await launch('2004', `${dataProtection2004.name}/quiz.html`, { 'cmi.scaled_passing_score': passing });
    await frame.getByRole('button', { name: 'Next' }).click();
    await answer(frame, 'A customer number is personal data.', 'True');
    await answer(frame, 'Which of these is a special category of personal data?', 'A record of an illness');
    await answer(frame, 'You sent a customer list to the wrong person. What now?', 'Wait to see whether anyone complains');
    await answer(frame, 'Sending work files to your personal e-mail is fine if you delete them later.', 'False');
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await frame.getByText(/3 of 4 correctly \(75 %\)\. You did not pass/).waitFor();
    expect(await store()).toMatchObject({
      'cmi.success_status': 'failed',
      'cmi.completion_status': 'completed',
      'cmi.score.scaled': '0.75',
      'cmi.score.raw': '75',
      'cmi.interactions.0.id': 'customer-number',
      'cmi.interactions.0.type': 'true-false',
      'cmi.interactions.0.learner_response': 'true',
      'cmi.interactions.0.correct_responses.0.pattern': 'true',
      'cmi.interactions.0.result': 'correct',
      'cmi.interactions.2.learner_response': 'b',
      'cmi.interactions.2.result': 'incorrect',
      'cmi.interactions.2.objectives.0.id': 'dp-handle',
    });
    const objectives = await store();
    const byId = (id: string) =>
      Object.keys(objectives)
        .find((k) => /^cmi\.objectives\.\d+\.id$/.test(k) && objectives[k] === id)!
        .replace(/id$/, '');
    expect(objectives[`${byId('dp-identify')}success_status`]).toBe('passed');
    expect(objectives[`${byId('dp-handle')}success_status`]).toBe('failed');
    expect(objectives[`${byId('dp-handle')}score.scaled`]).toBe('0.5');

    await answer(frame, 'You sent a customer list to the wrong person. What now?', 'Report it to the data protection team at once');
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await expect
      .poll(store)
      .toMatchObject({ 'cmi.success_status': 'passed', 'cmi.score.scaled': '1', 'cmi.interactions.6.result': 'correct' });
    await leave();
    await expect.poll(calls).toContain('Terminate');
    expect((await store())['cmi.exit']).toBe('normal');
  });
});

describe('the cmi5 AU (Taking customer calls) with @xapi/cmi5', () => {
  /** A fresh LRS for a new registration in this launch mode (a retry starts again from nothing); opens the AU with it. */
  function registration(launchMode: 'Normal' | 'Browse') {
    lms.statements.length = 0;
    lms.lrsCalls.length = 0;
    lms.state.clear();
    Object.assign(lms.launchData, {
      contextTemplate: {
        contextActivities: { grouping: [{ id: customerCalls.identifier }] },
        extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 's-1' },
      },
      launchMode,
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.75,
    });
    const params = new URLSearchParams({
      endpoint: `${lms.url}/lrs/`,
      fetch: `${lms.url}/lrs/fetch`,
      actor: JSON.stringify({ objectType: 'Agent', account: { homePage: 'https://portal.test', name: 'learner-1' } }),
      registration: launchMode === 'Normal' ? '2f7b3d0e-2d5c-4a0b-9a57-7c1f4a5f9e11' : '7d0c1b6e-5a4f-4c1e-8f3b-2a9d6e4c1b20',
      activityId: customerCalls.aus[0]!.id,
    });
    const open = async () => {
      await page.goto(`${lms.url}/pkg/${customerCalls.name}/index.html?${params}`);
      await heading(page.mainFrame()).waitFor();
    };
    return { params, open };
  }
  const verbs = () => lms.statements.map((s) => s.verb.id.split('/').pop());

  it('in Browse mode, records nothing of completion or success (cmi5: those verbs only in Normal mode)', async () => {
    const { open } = registration('Browse');
    await open();
    await containsText(page.getByRole('status').first(), 'nothing you do now is recorded');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await answer(page.mainFrame(), 'When should you answer a ringing phone?', 'Within three rings');
    await answer(page.mainFrame(), 'Interrupting the caller saves everyone time.', 'False');
    await answer(page.mainFrame(), 'How do you check you understood the problem?', 'Repeat it back in your own words');
    await answer(page.mainFrame(), 'A promised call back goes in your calendar before the next call.', 'True');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Your progress is saved').waitFor();
    expect(verbs()).toEqual(['initialized', 'terminated']);
  });

  it('reads its launch parameters, fetches the token, sends the defined statements and keeps a bookmark', async () => {
    const { params, open } = registration('Normal');
    await open();
    await expect.poll(() => lms.statements.map((s) => s.verb.id.split('/').pop())).toEqual(['initialized', 'progressed']);
    expect(lms.lrsCalls.slice(0, 3)).toEqual([
      'POST /lrs/fetch',
      'GET /lrs/activities/state?stateId=LMS.LaunchData',
      'GET /lrs/agents/profile',
    ]);
    expect(lms.statements[0]!.context?.registration).toBe(params.get('registration'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => (lms.state.get('bookmark') as { page?: number } | undefined)?.page).toBe(1);

    // A second launch of the same registration starts on the bookmarked page.
    await open();
    await hasText(heading(page.mainFrame()), 'Listen before you solve');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await answer(page.mainFrame(), 'When should you answer a ringing phone?', 'Within three rings');
    await answer(page.mainFrame(), 'Interrupting the caller saves everyone time.', 'False');
    await answer(page.mainFrame(), 'How do you check you understood the problem?', 'Transfer the call to a colleague');
    await answer(page.mainFrame(), 'A promised call back goes in your calendar before the next call.', 'True');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText(/3 of 4 correctly \(75 %\)\. You passed\./).waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Your progress is saved').waitFor();
    const verbs = lms.statements.map((s) => s.verb.id.split('/').pop());
    expect(verbs.filter((v) => v === 'completed')).toHaveLength(1);
    expect(verbs.filter((v) => v === 'answered')).toHaveLength(4);
    expect(verbs.at(-1)).toBe('terminated');
    // Every statement is valid xAPI by Learning Locker's validator (conformance-tested), not by our reading.
    for (const statement of lms.statements) expect(validateStatement(statement), statement.verb.id).toEqual([]);
    expect(validateStatement({ ...lms.statements[0], verb: { id: 'initialized' } })).not.toEqual([]); // and it does refuse
    const passed = lms.statements.find((s) => s.verb.id === 'http://adlnet.gov/expapi/verbs/passed')!;
    expect(passed.result).toMatchObject({ success: true, score: { scaled: 0.75 } });
    expect(passed.object.id).toBe(customerCalls.aus[0]!.id);
  });
});

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('the content is accessible', () => {
  it.each([
    `${fireSafety12.name}/index.html`,
    ...dataProtection2004.items.map((i) => `${dataProtection2004.name}/${i.href}`),
    `${customerCalls.name}/index.html`,
  ])('%s: every page passes axe at 320 px, and Next reaches them all by keyboard', async (path) => {
    await page.goto(`${lms.url}/pkg/${path}`);
    await page.evaluate(AXE);
    const pages = await page.locator('section.page').count();
    for (let n = 1; n <= pages; n += 1) {
      const violations = await page.evaluate(async () => {
        const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } })
          .axe;
        return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`);
      });
      expect(violations, `page ${n}`).toEqual([]);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
      if (n < pages) {
        await page.getByRole('button', { name: 'Next' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate<string>('document.activeElement.tagName')).toBe('H1');
      }
    }
  });
});
