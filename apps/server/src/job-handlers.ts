import type { Config } from './config';
import type { Database } from './db/client';
import type { MailTransport } from './integrations/mail/mail-transport';
import type { SmsTransport } from './integrations/sms/sms-transport';
import type { FileStorage } from './integrations/storage/file-storage';
import { authJobHandlers } from './modules/auth/send-password-reset';
import { outboxJobHandlers } from './modules/mail/deliver-outbox-message';
import { webhookJobHandlers } from './modules/webhooks/deliver-webhook';
import { ageingJobHandlers, ageingRecurringJobs } from './modules/orders/ageing/ageing-jobs';
import type { JobHandlers } from './jobs/worker';

/**
 * The ports a job may use, built once in app.ts. The registry lives beside the app's composition,
 * not in jobs/: the queue knows no area, the composition wires each area's handlers to it.
 */
export type JobDependencies = {
  database: Database;
  config: Config;
  mail: MailTransport;
  sms: SmsTransport;
  /** The file-storage port: a mail's attachments are read from it. */
  storage: FileStorage;
};

/** Every area's jobs by name; an area adds its handlers with one spread line. */
export function createJobHandlers(deps: JobDependencies): JobHandlers {
  return {
    ...authJobHandlers(deps),
    ...outboxJobHandlers(deps),
    ...webhookJobHandlers(deps),
    ...ageingJobHandlers(deps),
  };
}

/** Jobs each run once per period (ms) across every instance, by name. */
export const recurringJobs: Record<string, number> = { ...ageingRecurringJobs };
