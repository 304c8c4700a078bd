import { DeliveryRefusedError } from '../delivery';
import type { SmsTransport } from './sms-transport';

const TIMEOUT_MS = 10_000;

/**
 * An HTTP SMS gateway: POST {to, text} as JSON; any 2xx means accepted. A 4xx other than 408
 * and 429 says the request itself is wrong, so it is not retried; everything else is.
 */
export function createHttpSmsGateway(url: string): SmsTransport {
  return {
    kind: 'gateway',
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': sms.messageId },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return 'sent';
      }
      const detail = `SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
      const refused =
        response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      throw refused ? new DeliveryRefusedError(detail) : new Error(detail);
    },
  };
}
