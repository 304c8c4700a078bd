import { z } from 'zod';
import { CardProviderUnavailable, type CardProvider, type CardTransaction } from './card-provider-port';

export type HttpCardProviderOptions = {
  /** The provider's proxy; each call POSTs JSON to `<url>/<call>`. */
  url: string;
  /** Sent as `x-api-key` when set. */
  key: string | null;
  timeoutMs: number;
  /** Further attempts of a read after a timeout, a 5xx or a refused connection. Writes are never repeated. */
  retries: number;
};

const answerSchema = z.object({
  resultCode: z.union([z.string(), z.number()]).transform(String),
  description: z.string().nullish().default(null),
});
const infoSchema = answerSchema.extend({
  balance: z.number().int().nullish().default(null),
  blocked: z.boolean().nullish().default(null),
});
const activationSchema = answerSchema.extend({
  activationDate: z.iso.datetime({ offset: true }).nullish().default(null),
  amount: z.number().int().nullish().default(null),
  channel: z.string().nullish().default(null),
});
const transactionsSchema = answerSchema.extend({
  transactions: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        amount: z.number().int(),
        description: z.string().nullish().default(null),
        date: z.iso.datetime({ offset: true }),
      }),
    )
    .nullish()
    .default([]),
});

/** A failure worth another try for a read: the provider may answer the next time. */
class Transient extends CardProviderUnavailable {}

/**
 * The card provider's HTTP proxy (spec 03 section 7.4): POST `{barcode, id}` or `{barcode}` to
 * the call's path, an answer with `resultCode` ('0' success) and `description`; amounts in cents.
 * Every call has a timeout; reads are tried again (retries times) after a timeout, a 5xx or a
 * network error, writes (block, unblock, empty) never, since the first may have been done.
 */
export function createHttpCardProvider(options: HttpCardProviderOptions): CardProvider {
  const base = options.url.replace(/\/+$/, '');

  async function once(path: string, body: object): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.key ? { 'x-api-key': options.key } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new Transient(`card provider ${path}: ${(error as Error).name}`, { cause: error });
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      await response.body?.cancel();
      throw new Transient(`card provider ${path} answered ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CardProviderUnavailable(`card provider ${path} answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new CardProviderUnavailable(`card provider ${path}: the answer is not JSON`, { cause: error });
    }
  }

  async function call<S extends z.ZodType>(
    path: string,
    body: object,
    schema: S,
    read: boolean,
  ): Promise<z.output<S>> {
    const attempts = read ? 1 + options.retries : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const parsed = schema.safeParse(await once(path, body));
        if (!parsed.success) throw new CardProviderUnavailable(`card provider ${path}: malformed answer`);
        return parsed.data;
      } catch (error) {
        if (!(error instanceof Transient) || attempt >= attempts) throw error;
      }
    }
  }

  return {
    kind: 'http',
    async getCardInfo(card) {
      const answer = await call('getCardInfo', card, infoSchema, true);
      return {
        resultCode: answer.resultCode,
        description: answer.description,
        balanceCents: answer.balance,
        blocked: answer.blocked,
      };
    },
    async getActivationDetails(card) {
      const answer = await call('getActivationDetails', card, activationSchema, true);
      return {
        resultCode: answer.resultCode,
        description: answer.description,
        activatedAt: answer.activationDate ? new Date(answer.activationDate) : null,
        loadedCents: answer.amount,
        channel: answer.channel,
      };
    },
    emptyCard: (card) => call('emptyCard', card, answerSchema, false),
    blockCard: (barcode) => call('blockCard', { barcode }, answerSchema, false),
    unblock: (barcode) => call('unblock', { barcode }, answerSchema, false),
    async getTransactionsForCard(barcode) {
      const answer = await call('getTransactionsForCard', { barcode }, transactionsSchema, true);
      const transactions: CardTransaction[] = (answer.transactions ?? [])
        .map((t) => ({
          id: t.id,
          amountCents: t.amount,
          description: t.description,
          occurredAt: new Date(t.date),
        }))
        .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
      return { resultCode: answer.resultCode, description: answer.description, transactions };
    },
  };
}
