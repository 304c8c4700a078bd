import { createTransport } from 'nodemailer';
import { loadConfig } from '@spokes/server/src/config';
import { createApp } from '@spokes/server/src/app';
import { queueMail } from '@spokes/server/src/modules/mail/queue-mail';
import { startSmtpTestServer } from '@spokes/server/src/test/smtp-test-server';
import type { BenchDatabase } from './databases';
import { rssMb, type Row } from './table';

const MAILS = Number(process.env.BENCH_MAILS ?? 500);
const PER_TRANSACTION = 50;
const GOAL_PER_SECOND = 300;
const ANCHOR_PARALLEL_SENDS = 4;

/**
 * The anchor: the same number of mails straight through nodemailer's own pool of four
 * connections, four sends in flight at a time, with no queue or database in between.
 */
async function plainNodemailerPerSecond(): Promise<number> {
  const smtp = await startSmtpTestServer();
  const transport = createTransport({
    url: smtp.url,
    pool: true,
    maxConnections: ANCHOR_PARALLEL_SENDS,
  });
  try {
    let next = 0;
    const start = performance.now();
    const sender = async () => {
      for (let i = next++; i < MAILS; i = next++)
        await transport.sendMail({
          from: 'Spokes <no-reply@spokes.test>',
          to: `anchor-${i}@bench.test`,
          subject: `Anchor ${i}`,
          text: `http://localhost/action?mode=resetPassword&oobCode=${i}`,
        });
    };
    await Promise.all(Array.from({ length: ANCHOR_PARALLEL_SENDS }, sender));
    await smtp.waitForMails(MAILS, 300_000);
    return Math.round(MAILS / ((performance.now() - start) / 1000));
  } finally {
    transport.close();
    await smtp.close();
  }
}

/**
 * Jobs per second from the queue to a real SMTP server on loopback: every mail is queued in a
 * committed transaction first, then the worker is started and the clock runs until the SMTP
 * server has accepted the last one.
 */
export async function benchJobsToSmtp(target: BenchDatabase): Promise<Row> {
  const anchor = await plainNodemailerPerSecond();
  const smtp = await startSmtpTestServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const app = await createApp(config, { inMemory: !target.databaseUrl, worker: false });
  try {
    const queueStart = performance.now();
    for (let first = 0; first < MAILS; first += PER_TRANSACTION) {
      await app.database.db.transaction(async (tx) => {
        for (let i = first; i < Math.min(MAILS, first + PER_TRANSACTION); i++) {
          await queueMail(tx, {
            to: `bench-${i}@bench.test`,
            template: 'password-reset',
            language: 'nl',
            data: {
              firstName: `Bench ${i}`,
              link: `http://localhost/action?mode=resetPassword&oobCode=${i}`,
            },
          });
        }
      });
    }
    const queueMs = performance.now() - queueStart;
    const deliverStart = performance.now();
    await app.worker.start();
    await smtp.waitForMails(MAILS, 300_000);
    const deliverMs = performance.now() - deliverStart;
    return {
      database: target.label,
      mails: MAILS,
      'queued/s': Math.round(MAILS / (queueMs / 1000)),
      'delivered/s': Math.round(MAILS / (deliverMs / 1000)),
      goal: target.databaseUrl ? `≥ ${GOAL_PER_SECOND}` : '',
      [`anchor: nodemailer ×${ANCHOR_PARALLEL_SENDS} (/s)`]: anchor,
      'deliver total (s)': (deliverMs / 1000).toFixed(2),
      'rss (MB)': rssMb(),
    };
  } finally {
    await app.close();
    await smtp.close();
  }
}
