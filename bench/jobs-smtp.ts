import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@spokes/server/src/config';
import { queryRows } from '@spokes/server/src/db/rows';
import { queueMail } from '@spokes/server/src/modules/mail/queue-mail';
import type { Database } from '@spokes/server/src/db/client';
import {
  cpuMsOf,
  interleaved,
  loadAverage,
  median,
  met,
  postgresCpuMs,
  progress,
  rssMbOf,
  scratchPostgres,
  spread,
  startBuiltServer,
  withDatabase,
} from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import type { Row } from './table';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
// Two more than the others: a round is a second or two, and the rounds of this machine vary by a third.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3) + 2;
const GOAL_PER_SECOND = 300;
const GOAL_RATIO = 0.7;
/** The app's worker runs JOB_CONCURRENCY jobs at once (its default unless the bench's env sets one). */
const IN_FLIGHT = loadConfig({}).JOB_CONCURRENCY;
/** maxConnections of the app's SMTP transport (integrations/mail/smtp-mail-transport.ts). */
const SMTP_CONNECTIONS = 8;
const FROM = loadConfig({}).MAIL_FROM;

export const jobsTitle =
  `Job queue: ${MAILS} mails from a filled queue to a local SMTP sink, mails/s, ` +
  `median (min–max) of ${ROUNDS} interleaved rounds, PostgreSQL`;

/** Mails per second, and the CPU per mail (ms) of the sender's process and of PostgreSQL from go to the last mail. */
type Round = { perSecond: number; senderCpu: number; postgresCpu: number };

/** Reads the CPU of the sender and of PostgreSQL at the go; the answer gives the round from there. */
function startClock(senderPid: number) {
  const start = performance.now();
  const sender = cpuMsOf(senderPid);
  const postgres = postgresCpuMs();
  return (mails: number): Round => ({
    perSecond: mails / ((performance.now() - start) / 1000),
    senderCpu: (cpuMsOf(senderPid) - sender) / mails,
    postgresCpu: (postgresCpuMs() - postgres) / mails,
  });
}

/** Fills the app's queue in one transaction (the mails rendered by queueMail); the clock starts at its commit. */
async function appRound(
  database: Database,
  serverPid: number,
  sink: SmtpSink,
  first: number,
  mails: number,
): Promise<Round> {
  const before = sink.received();
  let stop: ReturnType<typeof startClock> | undefined;
  await database.db.transaction(async (tx) => {
    for (let i = first; i < first + mails; i++)
      await queueMail(tx, {
        to: `bench-${i}@bench.test`,
        template: 'password-reset',
        language: 'nl',
        data: { firstName: `Bench ${i}`, link: `http://127.0.0.1/action?mode=resetPassword&oobCode=${i}` },
      });
    stop = startClock(serverPid);
  });
  await sink.waitFor(before + mails);
  return stop!(mails);
}

/** The anchor's mails are made before the go, as the app's queue is; the clock runs until the sink has them all. */
async function anchorRound(anchor: ChildProcess, sink: SmtpSink, mails: number): Promise<Round> {
  const before = sink.received();
  const done = new Promise((resolve) => anchor.once('message', resolve));
  const stop = startClock(anchor.pid!);
  anchor.send({ smtpUrl: sink.url, mails, connections: SMTP_CONNECTIONS, inFlight: IN_FLIGHT, from: FROM });
  await sink.waitFor(before + mails);
  const round = stop(mails);
  await done;
  return round;
}

export async function benchJobs(): Promise<Row[]> {
  const target = await scratchPostgres();
  const sink = await startSmtpSink();
  try {
    const server = await startBuiltServer(target, { SMTP_URL: sink.url });
    try {
      return await withDatabase(target, async (database) => {
        progress('job queue: warm-up');
        await appRound(database, server.pid, sink, 0, 50);
        const [mail] = await queryRows<{ subject: string | null; text: string; html: string | null }>(
          database.db,
          sql`select subject, text, html from outbox_messages order by id desc limit 1`,
        );
        const anchor = fork(fileURLToPath(new URL('./anchors/nodemailer.ts', import.meta.url)), {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, BENCH_MAIL: JSON.stringify(mail) },
        });
        try {
          await new Promise((resolve) => anchor.once('message', resolve));
          await anchorRound(anchor, sink, 50);
          let first = 50;
          const rounds = await interleaved(ROUNDS, {
            app: async () => {
              progress('job queue: app round');
              first += MAILS;
              return appRound(database, server.pid, sink, first, MAILS);
            },
            anchor: () => anchorRound(anchor, sink, MAILS),
          });
          const app = rounds.app.map((round) => round.perSecond);
          const ratios = app.map((perSecond, i) => perSecond / rounds.anchor[i].perSecond);
          return [
            {
              mails: MAILS,
              'app mails/s': spread(app, 0),
              [`nodemailer ×${IN_FLIGHT} mails/s`]: spread(
                rounds.anchor.map((round) => round.perSecond),
                0,
              ),
              ratio: spread(ratios, 2),
              goal: `≥ ${GOAL_PER_SECOND}/s, ≥ ${GOAL_RATIO}×`,
              met: met(median(app) >= GOAL_PER_SECOND && median(ratios) >= GOAL_RATIO),
              'CPU ms/mail: server': spread(
                rounds.app.map((round) => round.senderCpu),
                2,
              ),
              nodemailer: spread(
                rounds.anchor.map((round) => round.senderCpu),
                2,
              ),
              PostgreSQL: spread(
                rounds.app.map((round) => round.postgresCpu),
                2,
              ),
              'server RSS MB': rssMbOf(server.pid),
              load: loadAverage(),
            },
          ];
        } finally {
          anchor.kill();
        }
      });
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    await target.drop();
  }
}
