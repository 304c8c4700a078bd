import { createTransport } from 'nodemailer';
import { DeliveryRefusedError } from '../delivery';
import type { MailTransport } from './mail-transport';

/**
 * Real SMTP through a small connection pool. The timeouts stay well under the job lock
 * (5 minutes), so a hanging server fails the attempt instead of letting a second worker
 * take over a job that is still running.
 */
export function createSmtpMailTransport(url: string, from: string): MailTransport {
  const transport = createTransport({
    url,
    pool: true,
    // Fewer than the worker's parallel jobs (JOB_CONCURRENCY): part of each job waits on the database.
    maxConnections: 8,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          attachments: await Promise.all(
            mail.attachments.map(async (a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: await a.load(),
            })),
          ),
        });
      } catch (error) {
        throw isPermanentRefusal(error) ? new DeliveryRefusedError((error as Error).message) : error;
      }
      return 'sent';
    },
    async close() {
      transport.close();
    },
  };
}

/** 5xx replies are permanent in SMTP (RFC 5321 section 4.2.1); 4xx and network errors are not. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
