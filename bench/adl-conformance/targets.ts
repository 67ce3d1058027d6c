/**
 * Where the SCORM 2004 API under test lives. The runner needs, for a package's activity,
 * a Playwright frame whose window holds `API_1484_11`, launched as an LMS launches that
 * activity, and a way to end the launch so the LMS keeps what it keeps between launches.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Frame, Page } from 'playwright-core';
import type { ActivityLaunch } from './manifest.ts';

export type Learner = { id: string; name: string };

export interface ApiTarget {
  readonly name: string;
  /** A frame holding `window.API_1484_11` for this activity, not yet initialised. */
  launch(activity: ActivityLaunch, learner: Learner): Promise<Frame>;
  /** After the SCO's Terminate. */
  finish(frame: Frame): Promise<void>;
  close(): Promise<void>;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * scorm-again's Scorm2004API in a blank page, with our smallest LMS around it; with
 * `guardRoot`, SetValue on an element without a "." (`cmi`) is refused before it reaches
 * scorm-again, which otherwise replaces its data model (see scorm-again-lms.js).
 */
export async function scormAgainTarget(browser: Browser, options: { guardRoot: boolean }): Promise<ApiTarget> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const library = createRequire(import.meta.url).resolve('scorm-again/scorm2004');
  await page.setContent('<!doctype html><title>ADL conformance: scorm-again</title>');
  await page.addScriptTag({ path: library });
  await page.addScriptTag({ path: here('./scorm-again-lms.js') });
  await page.addScriptTag({ path: here('./page-driver.js') });
  return {
    name: options.guardRoot ? 'scorm-again-guarded' : 'scorm-again',
    async launch(activity, learner) {
      await page.evaluate((launch) => (globalThis as unknown as { __lms: { launch(l: unknown): void } }).__lms.launch(launch), {
        ...activity,
        learnerId: learner.id,
        learnerName: learner.name,
        guardRoot: options.guardRoot,
      });
      return page.mainFrame();
    },
    async finish() {
      await page.evaluate(() => (globalThis as unknown as { __lms: { finish(): void } }).__lms.finish());
    },
    close: () => context.close(),
  };
}

/**
 * The portal's own SCORM player (issue 34) — TODO until the player exists. It needs from
 * the portal: a test learner signed in, the package imported (`npm run import -- pkg.zip`),
 * and a URL that opens the player for one activity (course id + item identifier), whose
 * content-origin frame holds `API_1484_11` bridged to `/api/scorm/v1/`. `launch` would open
 * that URL and return the frame on the content origin (`page.frames()`); `finish` would wait
 * for the Terminate commit to reach the server (the player's own signal, e.g. a
 * `scorm:terminated` postMessage or the commit response).
 */
export async function portalTarget(): Promise<ApiTarget> {
  throw new Error(
    "--target portal is not available yet: the portal's SCORM player (issue 34) must offer a page per package activity " +
      'whose content-origin frame holds API_1484_11; see bench/adl-conformance/targets.ts and docs/conformance.md.',
  );
}

/** Injects the command player into a frame that lacks it (a portal frame). */
export async function ensureDriver(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => '__adlConformance' in globalThis);
  if (!present) await frame.addScriptTag({ path: here('./page-driver.js') });
}
