import { describe, expect, it } from 'vitest';
import { logSettingsFrom } from './logger-options.ts';
import { formatLogLine } from './text-log.ts';

const at = new Date(2026, 11, 1, 14, 2, 7).getTime();
const line = (fields: object) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...fields });

describe('log lines for a person (LOG_FORMAT=text)', () => {
  it('a request is one line: time, method, address, status and duration', () => {
    expect(
      formatLogLine(
        line({ req: { method: 'GET', url: '/learn/courses' }, res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' }),
      ),
    ).toBe('14:02:07 GET /learn/courses 200 12 ms\n');
    expect(formatLogLine(line({ req: { method: 'GET', url: '/learn' }, msg: 'incoming request' }))).toBe('');
  });

  it('anything else says its level and message, with an error stack indented below', () => {
    expect(formatLogLine(line({ level: 40, msg: 'database busy', err: { message: 'deadlock', stack: 'Error: deadlock\n    at x' } }))).toBe(
      '14:02:07 warn database busy\n    Error: deadlock\n        at x\n',
    );
    expect(formatLogLine('not json\n')).toBe('not json\n');
  });
});

describe('log settings from the environment', () => {
  it.each([
    [{}, { level: 'info', format: 'json', requests: true }],
    [
      { LOG_FORMAT: 'text', LOG_REQUESTS: '0' },
      { level: 'info', format: 'text', requests: false },
    ],
    [
      { LOG_LEVEL: 'warn', LOG_REQUESTS: '1' },
      { level: 'warn', format: 'json', requests: true },
    ],
    [{ LOG_LEVEL: 'silent' }, false],
  ])('%j', (env, expected) => expect(logSettingsFrom(env)).toEqual(expected));
});
