import { SMTPServer } from 'smtp-server';
import { nextPort } from './harness';

export type SmtpSink = {
  url: string;
  received(): number;
  /** How many mails each recipient got. */
  recipients(): Map<string, number>;
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * A local SMTP server that accepts every mail and only counts it (no parsing), so the app's worker
 * and the nodemailer anchor deliver to the same cheap receiver. `holdMs` answers each MAIL FROM
 * that much later: a sender killed meanwhile has sent no message yet (the cluster test).
 */
export async function startSmtpSink(options: { holdMs?: number } = {}): Promise<SmtpSink> {
  let received = 0;
  const recipients = new Map<string, number>();
  let waiter: { count: number; resolve(): void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom: options.holdMs
      ? (_address, _session, callback) => setTimeout(callback, options.holdMs)
      : undefined,
    onData(stream, session, callback) {
      stream.on('end', () => {
        received++;
        for (const { address } of session.envelope.rcptTo)
          recipients.set(address, (recipients.get(address) ?? 0) + 1);
        if (waiter && received >= waiter.count) waiter.resolve();
        callback();
      });
      stream.resume();
    },
  });
  // A sender killed mid-mail (the cluster test's instance) resets its connection, which the server
  // reports as an error event: unheard, it ended the process. The sink counts what arrived; a mail
  // cut off is the sender's to send again.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  const port = nextPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    recipients: () => recipients,
    waitFor: (count) =>
      received >= count ? Promise.resolve() : new Promise<void>((resolve) => (waiter = { count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
