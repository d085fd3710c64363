import type { FastifyBaseLogger } from 'fastify';

export interface RecordingLog {
  log: FastifyBaseLogger;
  lines: { level: string; msg: string; details: object }[];
}

/** A logger that keeps what it was told, so tests can assert what an operator would read. */
export function recordingLog(): RecordingLog {
  const lines: RecordingLog['lines'] = [];
  const at = (level: string) => (details: object | string, msg?: string) => {
    if (typeof details === 'string') lines.push({ level, msg: details, details: {} });
    else lines.push({ level, msg: msg ?? '', details });
  };
  const log = { fatal: at('fatal'), error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), trace: at('trace'), silent: () => undefined, level: 'info' } as unknown as FastifyBaseLogger;
  (log as unknown as { child: () => FastifyBaseLogger }).child = () => log;
  return { log, lines };
}
