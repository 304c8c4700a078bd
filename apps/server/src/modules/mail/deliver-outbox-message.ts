import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import DataLoader from 'dataloader';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { outboxMessages, type OutboxState } from '../../db/schema/outbox';
import { DeliveryRefusedError } from '../../integrations/delivery';
import type { MailTransport } from '../../integrations/mail/mail-transport';
import type { SmsTransport } from '../../integrations/sms/sms-transport';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { PermanentJobError, type Job, type JobHandlers } from '../../jobs/worker';
import { keepsUnredacted, type OutboxChannels } from './outbox-secrets';

export const DELIVER_OUTBOX_MESSAGE = 'outbox.deliver';

export type OutboxDeliveryDependencies = {
  database: Database;
  config: Pick<Config, 'MAIL_FROM'> & OutboxChannels;
  mail: MailTransport;
  sms: SmsTransport;
  /** Where an attachment's file is read: an attachment's fileId is its storage key. */
  storage: Pick<FileStorage, 'get'>;
};

type OutboxMessage = typeof outboxMessages.$inferSelect;

export function outboxJobHandlers(deps: OutboxDeliveryDependencies): JobHandlers {
  return { [DELIVER_OUTBOX_MESSAGE]: (job) => deliverOutboxMessage(deps, job) };
}

type Outcome = { id: number; state: OutboxState; keepUnredacted: boolean };

/**
 * A delivery's statements, built once per database: at hundreds of mails a second, building them
 * through Drizzle for each mail cost the worker more than the SMTP exchange itself, and PostgreSQL
 * now parses them once per connection. The messages are read through a DataLoader, which reads
 * the ids asked for in one tick with one statement: the worker starts a claimed batch's jobs
 * together, and a select each was a round trip per mail. No cache: a rerun must read the row anew.
 */
function prepareDeliveryStatements(db: Db) {
  const messagesByIds = db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('outbox_messages_by_ids');
  const recordOutcomes = db
    .update(outboxMessages)
    .set({
      state: sql`outcome.state`,
      attempts: sql`${outboxMessages.attempts} + 1`,
      sent_at: sql`case when outcome.state = 'sent' then now() end`,
      unredacted: sql`case when outcome.keep_unredacted then ${outboxMessages.unredacted} end`,
    })
    .from(
      sql`unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('states')}::text[],
        ${sql.placeholder('keepUnredacted')}::boolean[]) as outcome(id, state, keep_unredacted)`,
    )
    .where(and(eq(outboxMessages.id, sql`outcome.id`), eq(outboxMessages.state, 'queued')))
    .prepare('outbox_message_outcomes');

  const messages = new DataLoader<number, OutboxMessage | undefined>(
    async (ids) => {
      const rows = await messagesByIds.execute({ ids: [...ids] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false },
  );

  // Outcomes are written as a group commit: the ones that come while a write is under way go
  // together in the next one. With a statement per mail the worker reached 0.55 of nodemailer's
  // mails/s, 0.74 with none at all; each job still waits for its own outcome to be written
  // before it counts as done.
  let writing: Promise<unknown> = Promise.resolve();
  const outcomes = new DataLoader<Outcome, void>(
    (batch) => {
      const written = recordOutcomes.execute({
        ids: batch.map((outcome) => outcome.id),
        states: batch.map((outcome) => outcome.state),
        keepUnredacted: batch.map((outcome) => outcome.keepUnredacted),
      });
      writing = written.catch(() => undefined);
      return written.then(() => batch.map(() => undefined));
    },
    { cache: false, batchScheduleFn: (dispatch) => void writing.then(() => setImmediate(dispatch)) },
  );
  return {
    messageById: (id: number) => messages.load(id),
    recordOutcome: (outcome: Outcome) => outcomes.load(outcome),
  };
}

const deliveryStatements = new WeakMap<Db, ReturnType<typeof prepareDeliveryStatements>>();

function statementsFor(db: Db) {
  let statements = deliveryStatements.get(db);
  if (!statements) deliveryStatements.set(db, (statements = prepareDeliveryStatements(db)));
  return statements;
}

/**
 * Hands one queued message to its transport. Only a `queued` message is sent, and the state
 * changes only from `queued`: once `sent` (or stored, refused, dead) a rerun of the job does
 * nothing. A crash between the transport's acceptance and this update sends again, with the
 * same Message-ID, so the copy is recognisable. The unredacted content goes to the transport
 * and, once it is sent, out of the database in the same update.
 */
export async function deliverOutboxMessage(deps: OutboxDeliveryDependencies, job: Job): Promise<void> {
  const { db } = deps.database;
  const statements = statementsFor(db);
  const message = await statements.messageById(Number(job.payload.id));
  if (message?.state !== 'queued') return;

  try {
    const outcome = await send(deps, message);
    await statements.recordOutcome({
      id: message.id,
      state: outcome,
      keepUnredacted: keepsUnredacted(outcome, deps.config),
    });
  } catch (error) {
    const refused = error instanceof DeliveryRefusedError;
    const state: OutboxState = refused ? 'failed' : job.attempts >= job.maxAttempts ? 'dead' : 'queued';
    const lastError = error instanceof Error ? error.message : String(error);
    await db
      .update(outboxMessages)
      .set({ state, attempts: sql`${outboxMessages.attempts} + 1`, last_error: lastError })
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.state, 'queued')));
    throw refused ? new PermanentJobError(lastError) : error;
  }
}

function send(deps: OutboxDeliveryDependencies, message: OutboxMessage) {
  const messageId = messageIdFor(message, deps.config.MAIL_FROM);
  const content = message.unredacted ?? message;
  switch (message.channel) {
    case 'sms':
      return deps.sms.send({ messageId, to: message.recipient, text: content.text });
    case 'mail':
      return deps.mail.send({
        messageId,
        to: message.recipient,
        subject: content.subject ?? '',
        text: content.text,
        html: content.html ?? undefined,
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          load: () => loadAttachment(deps.storage, attachment.fileId),
        })),
      });
  }
}

async function loadAttachment(storage: Pick<FileStorage, 'get'>, fileId: string): Promise<Readable> {
  const stored = await storage.get(fileId);
  // retried like an unreachable SMTP server: on object storage a file may show up late.
  if (!stored) throw new Error(`attachment ${fileId} is not in the file storage`);
  return stored.stream;
}

/** Derived from the job key (not random), so every attempt of one message carries the same id. */
export function messageIdFor(message: Pick<OutboxMessage, 'id' | 'job_key'>, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'spokes.local';
  const digest = createHash('sha256').update(message.job_key).digest('hex').slice(0, 24);
  return `<outbox-${message.id}.${digest}@${domain}>`;
}
