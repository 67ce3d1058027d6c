/*
 * The AU's cmi5 tracker. The packager bundles it with @xapi/cmi5 (the library does the talking:
 * launch parameters from the URL, the auth token from `fetch`, LMS.LaunchData, the defined
 * statements), so this file only decides what to say and when: progressed on each page,
 * answered for each question, passed or failed against the LMS's mastery score, completed when
 * the last page is reached, the bookmark in the state API, terminated when the learner leaves.
 */
import Cmi5 from '@xapi/cmi5';

interface Results {
  id: string;
  type: string;
  text: string;
  response: string;
  correct: string;
  ok: boolean;
  seconds: number;
}
interface PageData {
  v: string;
  q: Record<string, string>;
  s?: number;
  /** Sent already in this registration: cmi5 allows one completed and one passed per registration. */
  c?: 1;
  p?: 1;
}
interface Bookmark {
  page: number;
  data: PageData;
}
interface Tracker {
  begin(): { ok: boolean; message?: string; page: number; data: PageData | null };
  page(index: number, total: number, data: PageData): void;
  quiz(results: Results[], score: { raw: number; min: number; max: number }, data: PageData): { passed: boolean | null };
  leave(): void;
  exits?: { next?: { label: string; go(): void } };
}
declare global {
  interface Window {
    CoursePlayer: { start(tracker: Tracker): void };
  }
}

const BOOKMARK = 'bookmark';
const TEST_ID = 'customer-calls-check';

function say(text: string, problem = false) {
  const notice = document.getElementById('notice')!;
  notice.textContent = text;
  notice.hidden = !text;
  notice.className = problem ? 'notice problem' : 'notice';
}

/** Statements go out one after another, in the order the learner did things; a failure is logged, never shown as a crash. */
let queue: Promise<unknown> = Promise.resolve();
function send(what: string, call: () => Promise<unknown>) {
  queue = queue.then(call).catch((error: unknown) => console.warn(`cmi5 ${what} failed`, error));
  return queue;
}

async function main() {
  if (!Cmi5.isCmiAvailable) {
    say(
      'This course was opened outside its learning system, so your progress will not be saved. Open it from your course page to have it recorded.',
      true,
    );
    window.CoursePlayer.start(offline());
    return;
  }
  const cmi5 = Cmi5.instance;
  try {
    await cmi5.initialize();
  } catch (error) {
    console.warn('cmi5 initialize failed', error);
    say('Your learning system did not start this course, so your progress will not be saved.', true);
    window.CoursePlayer.start(offline());
    return;
  }
  const { actor, activityId, registration } = cmi5.getLaunchParameters();
  const launch = cmi5.getLaunchData();
  const normal = launch.launchMode === 'Normal';
  let bookmark: Bookmark | null = null;
  try {
    const state = await cmi5.xapi!.getState({ agent: actor, activityId, registration, stateId: BOOKMARK });
    bookmark = state.data as unknown as Bookmark;
  } catch {
    bookmark = null; // a first launch has no bookmark: the LRS answers 404
  }
  let finished = false;
  let current = 0;
  const saveBookmark = (page: number, data: PageData) => {
    current = page;
    const state = { page, data: { ...data } };
    send('bookmark', () => cmi5.xapi!.setState({ agent: actor, activityId, registration, stateId: BOOKMARK, state }));
  };
  const finish = () => {
    if (finished) return queue;
    finished = true;
    return send('terminate', () => cmi5.terminate());
  };

  window.CoursePlayer.start({
    begin: () => ({
      ok: true,
      page: bookmark?.page ?? 0,
      data: bookmark?.data ?? null,
      message: bookmark?.page
        ? 'Welcome back: you are on the page where you left off.'
        : launch.launchMode === 'Normal'
          ? ''
          : 'You are looking through this course: nothing you do now is recorded.',
    }),
    page(index, total, data) {
      const seen = data.v.split('').filter((c) => c === '1').length;
      if (normal && seen < total) send('progress', () => cmi5.progress(Math.round((seen / total) * 100)));
      else if (normal && !data.c) {
        data.c = 1;
        send('completed', () => cmi5.complete());
      }
      saveBookmark(index, data);
    },
    quiz(results, score, data) {
      if (!normal) return { passed: null };
      for (const r of results) {
        const name = { 'en-US': r.text };
        const duration = { start: new Date(Date.now() - r.seconds * 1000), end: new Date() };
        if (r.type === 'true-false')
          send('answer', () =>
            cmi5.interactionTrueFalse(TEST_ID, r.id, r.response === 'true', r.correct === 'true', name, undefined, r.ok, duration),
          );
        else
          send('answer', () =>
            cmi5.interactionChoice(TEST_ID, r.id, [r.response], [r.correct], undefined, name, undefined, r.ok, duration),
          );
      }
      const scaled = score.raw / 100;
      const result = { scaled, raw: score.raw, min: score.min, max: score.max };
      const mastery = launch.masteryScore;
      // cmi5: with a mastery score from the LMS, passed only at or above it; without one, the AU decides (here: all right).
      const passed = typeof mastery === 'number' ? scaled >= mastery : scaled === 1;
      if (!data.p) send(passed ? 'passed' : 'failed', () => (passed ? cmi5.pass(result) : cmi5.fail(result)));
      if (passed) data.p = 1;
      saveBookmark(current, data);
      return { passed };
    },
    leave: () => void finish(),
    exits: {
      next: {
        label: 'Finish',
        go: () => {
          say('Saving your progress…');
          void finish().then(() => {
            say('Your progress is saved. You can close this course.');
            if (launch.returnURL) window.location.assign(launch.returnURL);
          });
        },
      },
    },
  });
}

function offline(): Tracker {
  return { begin: () => ({ ok: false, page: 0, data: null }), page() {}, quiz: () => ({ passed: null }), leave() {} };
}

void main();
