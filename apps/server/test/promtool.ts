import { spawnSync } from 'node:child_process';

/**
 * Prometheus' own linter on a scrape (issue 31): `promtool check metrics` reads the text
 * exposition on stdin and names every rule it breaks (a gauge or an untyped metric ending
 * in `_total`, a counter without it, a missing HELP, bad units…). Answers its findings, ''
 * when clean. promtool comes from the Debian package `prometheus` (.ci/run installs it); a
 * machine without it fails here rather than passing unchecked.
 */
export function promtoolProblems(exposition: string): string {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: exposition, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is needed to lint the metrics (apt-get install prometheus): ${run.error.message}`);
  return `${run.stdout}${run.stderr}`.trim();
}
