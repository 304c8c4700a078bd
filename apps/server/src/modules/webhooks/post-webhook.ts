import { validateWebhookUrl } from '@spokes/domain/webhooks';

/** What the receiver said, truncated, or why it said nothing; statusCode null: no answer. */
export type WebhookOutcome = { statusCode: number | null; response: string; permanent: boolean };

/** Enough of an answer to see what went wrong, small enough to keep for every attempt. */
export const WEBHOOK_RESPONSE_LIMIT = 2000;

/**
 * POSTs once, never throws: a timeout, a refused connection or a bad url become an outcome.
 * Redirects are not followed (a POST may not survive one), so a 3xx is a failed attempt.
 */
export async function postWebhook(
  url: string,
  request: { contentType: string; body: string; headers: Record<string, string>; timeoutMs: number },
): Promise<WebhookOutcome> {
  if (!validateWebhookUrl(url).ok)
    return { statusCode: null, response: `not an http(s) url: ${url}`, permanent: true };
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-type': request.contentType, 'user-agent': 'Spokes-Webhooks/1' },
      body: request.body,
      redirect: 'manual',
      signal,
    });
    return { statusCode: response.status, response: await readLimited(response), permanent: false };
  } catch (error) {
    const response = signal.aborted ? `no answer within ${request.timeoutMs} ms` : describe(error);
    return { statusCode: null, response, permanent: false };
  }
}

/** Reads at most the limit (in UTF-8 bytes, a little over in characters) and drops the rest unread. */
async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < WEBHOOK_RESPONSE_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel();
  return Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_LIMIT);
}

/** fetch reports network failures as "fetch failed" with the reason in `cause` (ECONNREFUSED...). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error)
    return `${error.message}: ${'code' in cause ? String(cause.code) : cause.message}`;
  return error.message;
}
