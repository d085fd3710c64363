import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { createMailer } from '../../providers/mail/mailer.ts';
import { createOutboxRepository } from '../../providers/mail/outbox.repository.ts';
import { createDevOutboxService } from './dev-outbox.service.ts';
import { createSmtpTransport } from '../../providers/mail/smtp-transport.ts';

/** The outbox and the mailer over it: SMTP when SMTP_URL is set, the local outbox otherwise. */
export function createMailModule(deps: { config: MailConfig; db: Db; log: FastifyBaseLogger; background: BackgroundTasks }) {
  const outbox = createOutboxRepository(deps.db);
  const mailer = createMailer({
    outbox,
    transport: deps.config.smtpUrl ? createSmtpTransport(deps.config.smtpUrl) : null,
    from: deps.config.from,
    retry: { attempts: deps.config.retryAttempts, delayMs: deps.config.retryDelayMs },
    background: deps.background,
    log: deps.log,
  });
  return { outbox, mailer, devOutbox: createDevOutboxService({ outbox }) };
}
