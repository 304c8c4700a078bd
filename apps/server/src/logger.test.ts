import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function logged(write: (log: pino.Logger) => void): string {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  write(pino({ ...loggerOptions, level: 'info' }, stream));
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
});
