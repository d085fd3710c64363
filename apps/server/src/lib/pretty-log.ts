/**
 * Log lines for a person at a terminal (LOG_FORMAT=pretty, the default outside production): the
 * time in Nairobi, the level, the message, and the fields that matter, one short line each:
 *
 *   14:03:21 INFO  GET /api/storefront?view=menu 200 4.1 ms
 *   14:03:22 WARN  database connection lost; it is reopened when next needed  pool=sokoni
 *
 * Production keeps pino's JSON lines (LOG_FORMAT=json), which log collectors read.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '35' };
/** Fields every line has, or that the line's own text already says. */
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

function field(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

/** One JSON log line as a readable line; text that is not JSON passes through unchanged. */
export function prettyLogLine(json: string, colour = false): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = line.level ?? 30;
  const name = (LEVELS[level] ?? String(level)).padEnd(5);
  const paint = (text: string, code: string | undefined) => (colour && code ? `\u001b[${code}m${text}\u001b[0m` : text);
  const time = clock.format(new Date(line.time ?? Date.now()));
  let text = line.msg ?? '';
  // Fastify's request lines: 'incoming request' is noise at a terminal; 'request completed' says it all.
  if (line.msg === 'request completed' && line.res) {
    text = `${line.req?.method ?? ''} ${line.req?.url ?? ''} ${line.res.statusCode ?? ''} ${(line.responseTime ?? 0).toFixed(1)} ms`.trim();
  }
  const extra = Object.entries(line)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${field(value)}`)
    .join(' ');
  const error = line.err ? `\n    ${line.err.stack ?? `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`}` : '';
  return `${paint(time, '90')} ${paint(name, COLOURS[level])} ${text}${extra ? `  ${paint(extra, '90')}` : ''}${error}\n`;
}

/** A stream for pino that writes readable lines to `out` (coloured when it is a terminal). */
export function prettyLogStream(out: NodeJS.WriteStream = process.stdout): { write(line: string): void } {
  const colour = out.isTTY === true && !process.env.NO_COLOR;
  return {
    write(line: string) {
      // 'incoming request' lines double every request at a terminal; the completed line is kept.
      if (line.includes('"msg":"incoming request"')) return;
      out.write(prettyLogLine(line.trimEnd(), colour));
    },
  };
}
