import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { MailMessage } from './mail-message.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';
import type { MailTransport } from './smtp-transport.ts';

const OUTBOX_HINT = 'read it with `npm run outbox` or GET /api/dev/outbox';

export interface Mailer {
  readonly mode: 'smtp' | 'local';
  readonly description: string;
  /**
   * Stores the mail in the outbox and resolves; with SMTP, delivery (and its retries) then runs in
   * the background so the request that caused the mail never waits for a mail server.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Delivers mails a stopped process left pending; called once at start-up. */
  resumePending(): Promise<void>;
  /** Stops waiting retries (their mails stay pending for the next start) and closes the connection. */
  close(): Promise<void>;
}

interface MailerDeps {
  outbox: OutboxRepository;
  /** null keeps every mail in the local outbox. */
  transport: MailTransport | null;
  from: string;
  retry: { attempts: number; delayMs: number };
  background: BackgroundTasks;
  log: FastifyBaseLogger;
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}

/** Resolves after ms, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export function createMailer(deps: MailerDeps): Mailer {
  const { outbox, transport, log, retry } = deps;
  const stopping = new AbortController();
  const description = transport ? `SMTP ${transport.description}` : `local outbox (mail is not sent; ${OUTBOX_HINT})`;
  log.info({ mailTransport: transport ? 'smtp' : 'local' }, `mail transport: ${description}`);

  const backoff = (attempt: number) => retry.delayMs * 2 ** (attempt - 1);
  // The longest one mail can stay pending in a running process: every wait plus a generous minute per attempt.
  const inFlightLimitMs = Array.from({ length: retry.attempts }, (_, i) => backoff(i + 1)).reduce((a, b) => a + b, 0) + retry.attempts * 60_000;

  async function deliver(row: Pick<OutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'replyTo' | 'attempts'>, smtp: MailTransport) {
    for (let attempt = row.attempts + 1; attempt <= retry.attempts; attempt++) {
      if (stopping.signal.aborted) return;
      if (!(await outbox.claimAttempt(row.id, attempt - 1))) return;
      try {
        await smtp.send({
          from: deps.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
        });
        await outbox.markSent(row.id);
        log.info({ mailId: row.id, attempt }, 'mail sent');
        return;
      } catch (error) {
        const reason = reasonOf(error);
        if (attempt >= retry.attempts) {
          await outbox.markFailed(row.id, reason);
          log.error({ mailId: row.id, attempts: attempt, reason }, 'mail could not be sent; marked failed in the outbox');
          return;
        }
        await outbox.recordError(row.id, reason);
        log.warn({ mailId: row.id, attempt, reason, retryInMs: backoff(attempt) }, 'mail attempt failed; will retry');
        await pause(backoff(attempt), stopping.signal);
      }
    }
  }

  return {
    mode: transport ? 'smtp' : 'local',
    description,
    async send(message) {
      if (!transport) {
        const row = await outbox.insert(message, 'local');
        log.info({ mailId: row.id, subject: row.subject }, `mail kept in the local outbox; ${OUTBOX_HINT}`);
        return { id: row.id };
      }
      const row = await outbox.insert(message, 'pending');
      deps.background.run(`deliver mail ${row.id}`, () => deliver(row, transport));
      return { id: row.id };
    },
    async resumePending() {
      if (!transport) {
        const waiting = await outbox.countPending();
        if (waiting) log.warn({ waiting }, 'mails are waiting in the outbox for an SMTP server; set SMTP_URL to send them');
        return;
      }
      const stale = await outbox.stalePending(new Date(Date.now() - inFlightLimitMs));
      for (const row of stale) {
        if (row.attempts >= retry.attempts) {
          // Its process stopped during the last attempt: whether it went out is unknown, so say so.
          await outbox.markFailed(row.id, row.lastError ?? 'the server stopped during the last attempt');
          continue;
        }
        deps.background.run(`resume mail ${row.id}`, () => deliver(row, transport));
      }
      if (stale.length) log.info({ resumed: stale.length }, 'resuming mails left pending');
    },
    async close() {
      stopping.abort();
      await deps.background.drain();
      transport?.close();
    },
  };
}
