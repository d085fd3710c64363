import { describe, expect, it } from 'vitest';
import { prettyLogLine, prettyLogStream } from './pretty-log.ts';

const at = Date.UTC(2026, 10, 25, 11, 3, 21);

describe('prettyLogLine', () => {
  it('turns a completed request into one short line, in Nairobi time', () => {
    const json = JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', reqId: 'r', res: { statusCode: 200 }, req: { method: 'GET', url: '/api/storefront?view=menu' }, responseTime: 4.12, msg: 'request completed' });
    expect(prettyLogLine(json)).toBe('14:03:21 INFO  GET /api/storefront?view=menu 200 4.1 ms\n');
  });

  it('keeps the fields that matter and the error stack', () => {
    const json = JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'h', pool: 'sokoni', reason: 'connection reset', msg: 'database connection lost' });
    expect(prettyLogLine(json)).toBe('14:03:21 WARN  database connection lost  pool=sokoni reason="connection reset"\n');
    const failed = prettyLogLine(JSON.stringify({ level: 50, time: at, err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' }, msg: 'failed' }));
    expect(failed).toContain('ERROR failed\n    Error: boom');
  });

  it('passes text that is not JSON through', () => {
    expect(prettyLogLine('plain words')).toBe('plain words\n');
  });
});

describe('prettyLogStream', () => {
  it("drops 'incoming request' lines and colours only a terminal", () => {
    const written: string[] = [];
    const out = { isTTY: false, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
    const stream = prettyLogStream(out);
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'incoming request', req: { method: 'GET', url: '/' } })}\n`);
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'Server listening at http://127.0.0.1:3000' })}\n`);
    expect(written).toEqual(['14:03:21 INFO  Server listening at http://127.0.0.1:3000\n']);
  });
});
