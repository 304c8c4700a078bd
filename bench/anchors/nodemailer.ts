/**
 * The job queue's anchor, in a process of its own as the app's worker is: nodemailer's pool with
 * the app transport's connections, as many sends in flight as the worker runs jobs, the same
 * mail (BENCH_MAIL, JSON of subject/text/html) to BENCH_MAILS recipients. The mails are made
 * before the bench says go, as the app's queue is filled before its clock starts.
 */
import { createTransport } from 'nodemailer';

type Start = { smtpUrl: string; mails: number; connections: number; inFlight: number; from: string };
type Mail = { subject: string | null; text: string; html: string | null };

const mail = JSON.parse(process.env.BENCH_MAIL ?? '{}') as Mail;
let transport: ReturnType<typeof createTransport> | undefined;
// One pool for every round, as the app's transport lives as long as its server.
process.on('message', (start: Start) => {
  transport ??= createTransport({ url: start.smtpUrl, pool: true, maxConnections: start.connections });
  const queue = Array.from({ length: start.mails }, (_, i) => ({
    from: start.from,
    to: `anchor-${i}@bench.test`,
    subject: mail.subject ?? undefined,
    text: mail.text,
    html: mail.html ?? undefined,
  }));
  const sender = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await transport!.sendMail(next);
  };
  void Promise.all(Array.from({ length: start.inFlight }, sender)).then(() => process.send!('done'));
});
process.send!('ready');
