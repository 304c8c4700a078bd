import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * queued: waiting for (another) delivery attempt; sent: accepted by the SMTP server or SMS
 * gateway; stored: kept here because no transport is configured; failed: refused for good;
 * dead: every attempt failed.
 */
export const OUTBOX_STATES = ['queued', 'sent', 'stored', 'failed', 'dead'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A stored file to attach, resolved through the file-storage port only when it is sent. */
export type OutboxAttachment = { fileId: string; filename: string; contentType: string };

/** What a transport hands over: the subject and HTML of a mail, the text of both. */
export type OutboxContent = { subject: string | null; text: string; html: string | null };

/**
 * Every mail and SMS, rendered once when it is queued. subject, text and html are what a super
 * user reads in the outbox: with a reset or invitation link or a second-factor code in it, that
 * is the message with the secret replaced by a note that one was sent, and `unredacted` holds
 * the message as delivered until a transport took it (decisions.md, "Secrets in the outbox").
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text().$type<OutboxChannel>().notNull(),
    recipient: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    unredacted: jsonb().$type<OutboxContent>(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    template: text().notNull(),
    language: text().notNull(),
    state: text().$type<OutboxState>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
    /** The delivery job's key; queueing the same key twice keeps one message. */
    job_key: text().notNull(),
  },
  (t) => [
    uniqueIndex('outbox_messages_job_key_unique').on(t.job_key),
    index('outbox_messages_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('outbox_messages_recipient_trgm').using('gin', t.recipient.op('gin_trgm_ops')),
    index('outbox_messages_state_idx').on(t.state, t.created_at.desc()),
  ],
);
