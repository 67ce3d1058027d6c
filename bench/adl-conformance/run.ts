/**
 * ADL's SCORM 2004 4th Edition LMS conformance test cases, run against a SCORM 2004 API
 * in Chromium — our replacement for the suite's Java applet, which no browser runs today.
 *
 *   ADL_SUITE_DIR=/tmp/adl/software_development/TestSuite npm run conformance:scorm
 *   npm run conformance:scorm -- --packages API,DMI --target scorm-again --failures 5
 *
 * ADL_SUITE_DIR is the suite's `TestSuite` folder (from the mirror, never committed):
 * the test cases are read from `LMSRTE/Courses/TestCases/*.properties`, the launch data
 * from `LMSRTE/Courses/LMSTestPackage_* /imsmanifest.xml`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { judge, judgeObjectiveIds, type Verdict } from './evaluate.ts';
import { readManifest, type ActivityLaunch } from './manifest.ts';
import { ensureDriver, portalTarget, scormAgainTarget, type ApiTarget, type Learner } from './targets.ts';
import { parseTestCase, type TestCase, type TestCommand } from './test-case.ts';

type PageResult = { returned: string; errorCode: string; element: string } | { failure: string } | { objectiveIds: string[] };

export type Failure = { run: string; command: string; reason: string };
export type CaseReport = {
  testCase: string;
  packages: string[];
  passed: number;
  failed: number;
  notRun: number;
  notRunReasons: string[];
  uiQuestionsSkipped: number;
  failures: Failure[];
};

const LEARNER: Learner = { id: 'adl-conformance-learner', name: 'Conformance, Learner' };
const FIRST_TARGETS = ['API', 'DMI', 'DDM', 'DMB'];

const { values } = parseArgs({
  options: {
    packages: { type: 'string' },
    target: { type: 'string', default: 'scorm-again' },
    failures: { type: 'string', default: '5' },
    all: { type: 'boolean', default: false },
  },
});

const suiteDir = process.env.ADL_SUITE_DIR;
const coursesDir = suiteDir ? path.join(suiteDir, 'LMSRTE', 'Courses') : '';
if (!suiteDir || !existsSync(path.join(coursesDir, 'TestCases'))) {
  console.log(
    "ADL conformance: skipped — set ADL_SUITE_DIR to the SCORM 2004 4th Edition test suite's TestSuite folder " +
      '(e.g. git -C <mirror> archive HEAD software_development/TestSuite | tar -x -C /tmp/adl, then ' +
      'ADL_SUITE_DIR=/tmp/adl/software_development/TestSuite). See docs/conformance.md.',
  );
  process.exit(0);
}

const launchesByCase = new Map<string, { launches: ActivityLaunch[]; packages: string[] }>();
for (const dir of readdirSync(coursesDir)
  .filter((name) => name.startsWith('LMSTestPackage_'))
  .sort()) {
  const manifestPath = path.join(coursesDir, dir, 'imsmanifest.xml');
  if (!existsSync(manifestPath)) continue;
  const packageName = dir.slice('LMSTestPackage_'.length);
  for (const launch of readManifest(readFileSync(manifestPath, 'utf8'))) {
    const entry = launchesByCase.get(launch.testCase) ?? { launches: [], packages: [] };
    entry.launches.push({ ...launch, packageName });
    if (!entry.packages.includes(packageName)) entry.packages.push(packageName);
    launchesByCase.set(launch.testCase, entry);
  }
}

const allCases = readdirSync(path.join(coursesDir, 'TestCases'))
  .filter((file) => file.endsWith('.properties'))
  .map((file) => file.slice(0, -'.properties'.length));
const wanted = values.packages ? values.packages.split(',') : values.all ? allCases.sort() : FIRST_TARGETS;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const reports: CaseReport[] = [];
try {
  for (const name of wanted) {
    const file = path.join(coursesDir, 'TestCases', `${name}.properties`);
    if (!existsSync(file)) {
      console.log(`${name}: no test case file`);
      continue;
    }
    // Java reads .properties as ISO-8859-1; the files keep non-ASCII in \u escapes.
    const testCase = parseTestCase(name, readFileSync(file, 'latin1'));
    process.stderr.write(`${name} `);
    const target = await openTarget(values.target!);
    try {
      reports.push(await runCase(testCase, launchesByCase.get(name) ?? { launches: [], packages: [] }, target));
    } finally {
      await target.close();
    }
  }
} finally {
  await browser.close();
}

printReports(reports, Number(values.failures));
mkdirSync(path.join(import.meta.dirname, '..', 'out'), { recursive: true });
const outFile = path.join(import.meta.dirname, '..', 'out', `adl-conformance-${values.target}.json`);
writeFileSync(outFile, JSON.stringify(reports, null, 2));
console.log(`\nDetails: ${path.relative(process.cwd(), outFile)}`);

async function openTarget(name: string): Promise<ApiTarget> {
  if (name === 'portal') return portalTarget();
  if (name === 'scorm-again' || name === 'scorm-again-guarded') {
    return scormAgainTarget(browser, { guardRoot: name === 'scorm-again-guarded' });
  }
  throw new Error(`--target ${name}: expected scorm-again, scorm-again-guarded or portal`);
}

async function runCase(
  testCase: TestCase,
  { launches, packages }: { launches: ActivityLaunch[]; packages: string[] },
  target: ApiTarget,
): Promise<CaseReport> {
  const report: CaseReport = {
    testCase: testCase.name,
    packages,
    passed: 0,
    failed: 0,
    notRun: 0,
    notRunReasons: [],
    uiQuestionsSkipped: 0,
    failures: [],
  };
  for (const run of testCase.runs) {
    const runName = `Act${run.activity}V${run.version}`;
    if (run.uiQuestions) report.uiQuestionsSkipped += run.uiQuestions.split('~').length;
    if (run.commands.length === 0) continue;
    const launch = launches.find((candidate) => candidate.activity === run.activity);
    if (!launch) {
      report.notRun += run.commands.length;
      report.notRunReasons.push(`${runName}: no manifest item with act=${run.activity}`);
      continue;
    }
    const frame = await target.launch(launch, LEARNER);
    await ensureDriver(frame);
    const results = await frame.evaluate(
      (commands) => (globalThis as unknown as { __adlConformance: { play(c: unknown): PageResult[] } }).__adlConformance.play(commands),
      run.commands,
    );
    // The SCO ends its session; ADL's SCO pages call Terminate("") after the commands.
    const terminated = await frame.evaluate(() => {
      const api = (globalThis as unknown as { API_1484_11?: { Terminate(p: string): string } }).API_1484_11;
      try {
        return api?.Terminate('') ?? 'no API';
      } catch (error) {
        return `Terminate threw ${String(error)}`;
      }
    });
    if (terminated.startsWith('Terminate threw')) report.notRunReasons.push(`${runName}: ${terminated}`);
    await target
      .finish(frame)
      .catch((error: unknown) => report.notRunReasons.push(`${runName}: LMS could not keep the data: ${String(error)}`));
    run.commands.forEach((command, index) => {
      const verdict = verdictFor(command, results[index]!);
      if (verdict.passed) report.passed++;
      else {
        report.failed++;
        report.failures.push({ run: runName, command: command.source.slice(0, 120), reason: verdict.reason });
      }
    });
  }
  return report;
}

function verdictFor(command: TestCommand, result: PageResult): Verdict {
  if (command.kind === 'compareObjectiveIds') {
    return 'objectiveIds' in result
      ? judgeObjectiveIds(command.expectedIds, result.objectiveIds)
      : { passed: false, reason: 'no objective ids' };
  }
  if ('objectiveIds' in result) return { passed: false, reason: 'runner: unexpected result' };
  return judge(command, result, LEARNER);
}

function printReports(list: CaseReport[], failuresShown: number): void {
  console.log(`\nADL SCORM 2004 4th Edition LMS test cases — target ${values.target}\n`);
  const header = ['test case', 'packages', 'passed', 'failed', 'not run', 'UI questions (manual)'];
  const rows = list.map((r) => [r.testCase, r.packages.join('+'), r.passed, r.failed, r.notRun, r.uiQuestionsSkipped].map(String));
  const total = list.reduce((sum, r) => [sum[0]! + r.passed, sum[1]! + r.failed, sum[2]! + r.notRun], [0, 0, 0]);
  rows.push(['total', '', ...total.map(String), '']);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    "\nNot checked: which activity the LMS delivers next (runs are launched in the test case file's order, so " +
      'sequencing and navigation are checked only as data model values), the user-interface questions a person ' +
      "answers in ADL's suite, and global objective maps (imsss:mapInfo) between activities. See docs/conformance.md.",
  );
  for (const r of list) {
    if (r.failures.length === 0 && r.notRunReasons.length === 0) continue;
    console.log(`\n${r.testCase}:`);
    for (const f of r.failures.slice(0, failuresShown)) console.log(`  ${f.run}  ${f.command}\n      ${f.reason}`);
    if (r.failures.length > failuresShown) console.log(`  … ${r.failures.length - failuresShown} more failures`);
    for (const reason of r.notRunReasons) console.log(`  not run: ${reason}`);
  }
}
