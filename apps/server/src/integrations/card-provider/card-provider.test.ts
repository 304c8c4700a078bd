import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { createBuiltInCardLedger } from './built-in-card-ledger';
import { cardProviderContract, cardWithHistory } from './card-provider-contract';
import { CardProviderUnavailable, type CardProvider } from './card-provider-port';
import { cardProvider } from './card-provider';
import { createHttpCardProvider } from './http-card-provider';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the built-in card simulator', () => {
  cardProviderContract(() => ({
    provider: createBuiltInCardLedger(app.database.db),
    newCard: () => cardWithHistory(app.database.db),
  }));
});

type Handler = (path: string, body: Record<string, unknown>, res: ServerResponse) => void | Promise<void>;

/** A node:http server playing the provider; `handle` decides each answer. */
async function providerServer(handle: { current: Handler }) {
  const calls: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      calls.push(`${req.headers['x-api-key'] ?? ''} ${req.url}`);
      void handle.current(
        (req.url ?? '/').replace('/proxy/', ''),
        JSON.parse(text || '{}') as Record<string, unknown>,
        res,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy`, calls, server };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The provider's wire format, answered from a simulator so the contract sees real state. */
function playedBy(simulator: CardProvider): Handler {
  return async (path, body, res) => {
    const barcode = String(body.barcode);
    const card = { barcode, id: Number(body.id ?? 0) };
    switch (path) {
      case 'getCardInfo': {
        const a = await simulator.getCardInfo(card);
        return json(res, 200, {
          resultCode: a.resultCode,
          description: a.description,
          balance: a.balanceCents,
          blocked: a.blocked,
        });
      }
      case 'getActivationDetails': {
        const a = await simulator.getActivationDetails(card);
        return json(res, 200, {
          resultCode: Number(a.resultCode),
          description: a.description,
          activationDate: a.activatedAt?.toISOString() ?? null,
          amount: a.loadedCents,
          channel: a.channel,
        });
      }
      case 'getTransactionsForCard': {
        const a = await simulator.getTransactionsForCard(barcode);
        // The provider lists oldest first: the adapter orders them.
        const transactions = a.transactions.reverse().map((t) => ({
          id: t.id,
          amount: t.amountCents,
          description: t.description,
          date: t.occurredAt.toISOString(),
        }));
        return json(res, 200, { resultCode: a.resultCode, description: a.description, transactions });
      }
      case 'blockCard':
        return json(res, 200, await simulator.blockCard(barcode));
      case 'unblock':
        return json(res, 200, await simulator.unblock(barcode));
      case 'emptyCard':
        return json(res, 200, await simulator.emptyCard(card));
      default:
        return json(res, 404, { error: 'unknown call' });
    }
  };
}

describe('the HTTP card provider', () => {
  const handle: { current: Handler } = { current: () => undefined };
  let provider: Awaited<ReturnType<typeof providerServer>>;
  const adapter = (retries = 2, timeoutMs = 2000) =>
    createHttpCardProvider({ url: provider.url, key: 'k3y', timeoutMs, retries });

  beforeAll(async () => {
    provider = await providerServer(handle);
  });
  afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));
  afterEach(() => {
    handle.current = playedBy(createBuiltInCardLedger(app.database.db));
    provider.calls.length = 0;
  });

  describe('against a provider that answers', () => {
    beforeAll(() => {
      handle.current = playedBy(createBuiltInCardLedger(app.database.db));
    });
    cardProviderContract(() => ({ provider: adapter(), newCard: () => cardWithHistory(app.database.db) }));
  });

  it('sends its key and posts to the call path', async () => {
    handle.current = (_path, _body, res) => json(res, 200, { resultCode: '0', balance: 1, blocked: false });
    await adapter().getCardInfo({ barcode: '3120000000000000001', id: 1 });
    expect(provider.calls).toEqual(['k3y /proxy/getCardInfo']);
  });

  it('tries a read again after a 500 and gives up after its retries', async () => {
    handle.current = (_path, _body, res) => json(res, 500, { error: 'down' });
    await expect(adapter(2).getTransactionsForCard('3120000000000000001')).rejects.toBeInstanceOf(
      CardProviderUnavailable,
    );
    expect(provider.calls).toHaveLength(3);
  });

  it('answers after a 500 once the provider is back', async () => {
    let failures = 1;
    handle.current = (_path, _body, res) =>
      failures-- > 0 ? json(res, 503, {}) : json(res, 200, { resultCode: '0', transactions: [] });
    expect((await adapter(2).getTransactionsForCard('3120000000000000001')).resultCode).toBe('0');
  });

  it('never repeats a block, which may have been done', async () => {
    handle.current = (_path, _body, res) => json(res, 500, {});
    await expect(adapter(2).blockCard('3120000000000000001')).rejects.toBeInstanceOf(CardProviderUnavailable);
    expect(provider.calls).toHaveLength(1);
  });

  it('stops waiting after its timeout', async () => {
    handle.current = (_path, _body, res) => {
      setTimeout(() => json(res, 200, { resultCode: '0' }), 1500);
    };
    const started = Date.now();
    await expect(
      adapter(0, 200).getCardInfo({ barcode: '3120000000000000001', id: 1 }),
    ).rejects.toBeInstanceOf(CardProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a malformed answer', async () => {
    handle.current = (_path, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"result": ');
    };
    await expect(adapter(0).unblock('3120000000000000001')).rejects.toBeInstanceOf(CardProviderUnavailable);
    handle.current = (_path, _body, res) => json(res, 200, { balance: 'lots' });
    await expect(adapter(0).getCardInfo({ barcode: '3120000000000000001', id: 1 })).rejects.toBeInstanceOf(
      CardProviderUnavailable,
    );
  });
});

describe('the configuration', () => {
  it('chooses the simulator without CARD_PROVIDER_URL and the HTTP adapter with it', () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    expect(cardProvider(base, app.database.db).kind).toBe('simulator');
    const http = loadConfig({ NODE_ENV: 'test', CARD_PROVIDER_URL: 'http://127.0.0.1:9/cards' });
    expect(cardProvider(http, app.database.db).kind).toBe('http');
  });
});
