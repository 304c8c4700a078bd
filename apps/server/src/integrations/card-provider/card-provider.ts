import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { createBuiltInCardLedger } from './built-in-card-ledger';
import type { CardProvider } from './card-provider-port';
import { createHttpCardProvider } from './http-card-provider';

export type CardProviderConfig = Pick<
  Config,
  'CARD_PROVIDER_URL' | 'CARD_PROVIDER_KEY' | 'CARD_PROVIDER_TIMEOUT_MS' | 'CARD_PROVIDER_RETRIES'
>;

/**
 * The card provider the configuration chooses: the HTTP adapter when CARD_PROVIDER_URL is set,
 * else the built-in simulator whose cards live in this database. Use it outside a transaction:
 * the simulator writes with the `db` it is given.
 */
export function cardProvider(config: CardProviderConfig, db: Queryable): CardProvider {
  return config.CARD_PROVIDER_URL
    ? createHttpCardProvider({
        url: config.CARD_PROVIDER_URL,
        key: config.CARD_PROVIDER_KEY ?? null,
        timeoutMs: config.CARD_PROVIDER_TIMEOUT_MS,
        retries: config.CARD_PROVIDER_RETRIES,
      })
    : createBuiltInCardLedger(db);
}
