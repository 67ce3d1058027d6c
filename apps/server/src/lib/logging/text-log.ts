/** One pino JSON line as the fields the text format reads. */
interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * A pino line as a person reads it in a terminal (LOG_FORMAT=text, what `npm start` uses):
 * `14:02:07 GET /learn/courses 200 12 ms` for a request, `14:02:09 warn <message>` for the
 * rest with an error's stack below it. The request's first line ("incoming request") is
 * left out: the completed line has its method and address. Not JSON: kept as it came.
 */
export function formatLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json;
  }
  if (line.msg === 'incoming request') return '';
  // The start banner says where the portal listens, once, for every address.
  if (line.msg?.startsWith('Server listening at ')) return '';
  const time = clock(line.time);
  if (line.req && line.res) {
    const ms = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
    const failed = line.err ? ` — ${line.err.message ?? line.err.type}` : '';
    return `${time} ${line.req.method} ${line.req.url} ${line.res.statusCode}${ms}${failed}\n`;
  }
  const level = LEVELS[line.level ?? 30] ?? 'info';
  const stack = line.err?.stack ? `\n${line.err.stack.replace(/^/gm, '    ')}` : line.err?.message ? ` (${line.err.message})` : '';
  return `${time} ${level} ${line.msg ?? ''}${stack}\n`;
}
