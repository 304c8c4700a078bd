import type { Config } from '../../config';
import type { DeliveryOutcome } from '../delivery';
import { createHttpSmsGateway } from './http-sms-gateway';

export type OutgoingSms = {
  /** Stable across retries: sent as the Idempotency-Key header to a gateway. */
  messageId: string;
  to: string;
  text: string;
};

export type SmsTransport = {
  kind: 'gateway' | 'outbox';
  send(sms: OutgoingSms): Promise<DeliveryOutcome>;
};

const outboxSmsTransport: SmsTransport = { kind: 'outbox', send: async () => 'stored' };

export function createSmsTransport(config: Pick<Config, 'SMS_GATEWAY_URL'>): SmsTransport {
  return config.SMS_GATEWAY_URL ? createHttpSmsGateway(config.SMS_GATEWAY_URL) : outboxSmsTransport;
}
