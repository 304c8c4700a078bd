import type { OutboxChannel, OutboxState } from '../../../generated/graphql';

/** A tag colour per delivery state: done is green, kept here is cyan, waiting is blue, lost is red. */
export const STATE_TAGS: Record<OutboxState, { label: string; color: string }> = {
  queued: { label: 'outbox.stateQueued', color: 'processing' },
  sent: { label: 'outbox.stateSent', color: 'success' },
  stored: { label: 'outbox.stateStored', color: 'cyan' },
  failed: { label: 'outbox.stateFailed', color: 'error' },
  dead: { label: 'outbox.stateDead', color: 'volcano' },
};

export const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  mail: 'outbox.channelMail',
  sms: 'outbox.channelSms',
};

/** The states in the order a message goes through them, for the filter. */
export const OUTBOX_STATES = ['queued', 'sent', 'stored', 'failed', 'dead'] as const satisfies OutboxState[];
export const OUTBOX_CHANNELS = ['mail', 'sms'] as const satisfies OutboxChannel[];

/** Only a refused or given-up message can be sent again; the server answers others unchanged. */
export const canRetry = (state: OutboxState) => state === 'failed' || state === 'dead';
