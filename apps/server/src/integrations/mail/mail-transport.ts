import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { DeliveryOutcome } from '../delivery';
import { createSmtpMailTransport } from './smtp-mail-transport';

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Read only by a transport that really sends, so the outbox never touches file storage. */
  load(): Promise<Buffer | Readable>;
};

export type OutgoingMail = {
  /** Stable across retries, so a receiver can recognise a second copy after a crash. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: MailAttachment[];
};

export type MailTransport = {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<DeliveryOutcome>;
  close(): Promise<void>;
};

/** The embedded default: the message already is in the outbox table, which is where it stays. */
const outboxMailTransport: MailTransport = {
  kind: 'outbox',
  send: async () => 'stored',
  close: async () => {},
};

export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport {
  return config.SMTP_URL ? createSmtpMailTransport(config.SMTP_URL, config.MAIL_FROM) : outboxMailTransport;
}
