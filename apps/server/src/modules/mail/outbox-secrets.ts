import type { Config } from '../../config';
import type { OutboxState, outboxMessages } from '../../db/schema/outbox';

export type OutboxChannels = Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'SMS_GATEWAY_URL'>;

/**
 * The demo's mailbox: with no real channel, outside production, the outbox is where a demo user
 * reads the links and codes meant for them. Any configured channel, or production, means real
 * people receive them, and then nobody else may read them.
 */
export function outboxRevealsSecrets(config: OutboxChannels): boolean {
  return config.NODE_ENV !== 'production' && !config.SMTP_URL && !config.SMS_GATEWAY_URL;
}

/**
 * Whether the delivered content stays stored after this outcome. Sent: the recipient has it, so
 * it is wiped. Stored: only the demo's mailbox keeps it to show. Refused or given up: kept, so a
 * super user's retry still delivers what the recipient needs.
 */
export function keepsUnredacted(state: OutboxState, config: OutboxChannels): boolean {
  if (state === 'sent') return false;
  if (state === 'stored') return outboxRevealsSecrets(config);
  return true;
}

type OutboxRow = typeof outboxMessages.$inferSelect;
export type ShownOutboxMessage = Omit<OutboxRow, 'unredacted'>;

/** A message as the outbox shows it: with its secrets only in the demo's mailbox. */
export function shownOutboxMessage(row: OutboxRow, config: OutboxChannels): ShownOutboxMessage {
  const { unredacted, ...message } = row;
  return unredacted && outboxRevealsSecrets(config) ? { ...message, ...unredacted } : message;
}
