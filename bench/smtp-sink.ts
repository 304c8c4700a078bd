import { SMTPServer } from 'smtp-server';
import { nextPort } from './harness';

export type SmtpSink = {
  url: string;
  received(): number;
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * A local SMTP server that accepts every mail and only counts it (no parsing), so the app's worker
 * and the nodemailer anchor deliver to the same cheap receiver.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  let waiter: { count: number; resolve(): void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++;
        if (waiter && received >= waiter.count) waiter.resolve();
        callback();
      });
      stream.resume();
    },
  });
  const port = nextPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    waitFor: (count) =>
      received >= count ? Promise.resolve() : new Promise<void>((resolve) => (waiter = { count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
