import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

export interface MailTransport {
  /** Where mail goes, without credentials, for logs and the start-up banner. */
  readonly description: string;
  send(mail: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

/** The SMTP_URL without its user name and password. */
function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return `${secure ? 'smtps' : 'smtp'}://${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`;
}

export function createSmtpTransport(url: string): MailTransport {
  // Bounded waits: a hung server must fail the attempt (and be retried), never hold it forever.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    description: describeSmtpUrl(url),
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
      });
    },
    close() {
      transporter.close();
    },
  };
}
