import { describe, expect, it } from 'vitest';
import { progressReporter } from './progress.ts';

function fakeStream(isTTY: boolean) {
  const out: string[] = [];
  return { out, stream: { isTTY, columns: 80, write: (s: string) => out.push(s) } as unknown as NodeJS.WriteStream };
}

describe('progressReporter', () => {
  it('prints a line per 10 % when the stream is not a terminal', () => {
    const { out, stream } = fakeStream(false);
    const report = progressReporter(stream);
    for (let done = 0; done <= 200; done += 5) report(done, 200);
    expect(out).toHaveLength(11);
    expect(out[0]).toBe('import: 0% (0/200 rows)\n');
    expect(out.at(-1)).toBe('import: 100% (200/200 rows)\n');
  });

  it('redraws one bar on a terminal and ends it with a newline', () => {
    const { out, stream } = fakeStream(true);
    const report = progressReporter(stream);
    report(0, 10);
    report(10, 10);
    expect(out[0]).toMatch(/^\r\[-+\]   0% 0\/10 rows$/);
    expect(out.slice(1).join('')).toMatch(/^\r\[#+\] 100% 10\/10 rows\n$/);
  });
});
