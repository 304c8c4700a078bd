import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { logFailure, logger, loggerOptions } from './logger';
import { graphqlClient } from './test/graphql-client';
import { createTestApp } from './test/test-app';

function logged(write: (log: pino.Logger) => void, level: pino.Level = 'info'): string {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  write(pino({ ...loggerOptions, level }, stream));
  return output;
}

describe('the logger', () => {
  it('logs a failed query and its cause without the parameters, also wrapped in a GraphQL error', () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const failed = new DrizzleQueryError(
      'select * from users where email = $1',
      ['mia@example.be\u0000', 'Pw!1'],
      cause,
    );
    const output = logged((log) => {
      log.error({ err: failed }, 'request failed');
      log.error({ err: new GraphQLError(failed.message, { originalError: failed }) }, 'graphql');
    });
    expect(output).toContain('select * from users where email = $1');
    expect(output).toContain('invalid byte sequence');
    expect(output).not.toContain('mia@example.be');
    expect(output).not.toContain('Pw!1');
  });

  it('logs a string given as err as it is, instead of throwing', () => {
    const output = logged((log) => log.warn({ err: 'SMTP 451 try later' }, 'job failed'));
    expect(JSON.parse(output)).toMatchObject({ level: 40, err: 'SMTP 451 try later', msg: 'job failed' });
  });

  it('logs an expected, typed refusal at info with its code and no stack', () => {
    const refused = new GraphQLError('NOT_FOUND', { originalError: new AppError('NOT_FOUND') });
    const line = JSON.parse(
      logged((log) => logFailure(refused, { path: '/graphql' }, 'graphql', log), 'debug'),
    );
    expect(line).toMatchObject({ level: 30, code: 'NOT_FOUND', path: '/graphql', msg: 'graphql' });
    expect(JSON.stringify(line)).not.toContain('    at ');
  });

  it('logs a real fault, and a 5xx AppError, at error with the stack', () => {
    for (const fault of [
      new TypeError('x is undefined'),
      new AppError('SOMETHING_WENT_WRONG', 'unknown status'),
    ]) {
      const wrapped = new GraphQLError(fault.message, { originalError: fault });
      const line = JSON.parse(logged((log) => logFailure(wrapped, {}, 'graphql', log)));
      expect(line.level).toBe(50);
      expect(line.err.stack).toContain('    at ');
    }
  });
});

describe('the GraphQL error log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs a refused request at info, not at error', async () => {
    const app = await createTestApp();
    try {
      const info = vi.spyOn(logger, 'info');
      const error = vi.spyOn(logger, 'error');
      const { body } = await graphqlClient(app).request('{ me { id } }');
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(error).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ code: 'UNAUTHENTICATED' }), 'graphql');
    } finally {
      await app.close();
    }
  });
});
