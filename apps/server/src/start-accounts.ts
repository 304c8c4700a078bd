import type { Config } from './config';
import type { Db } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo-on-start';
import type { FileStorage } from './integrations/storage/file-storage';
import { logger } from './logger';
import { hasSuperUser, inviteFirstSuperUser } from './modules/users/invite-first-super-user';

/**
 * Who can sign in after a start: the demo accounts when SEED_DEMO is on (by default not in
 * production), and else a first super user invited at ADMIN_EMAIL. The invitation link is
 * logged once, on the start that creates the user; later starts find the super user.
 */
export async function prepareAccounts(db: Db, config: Config, storage: FileStorage): Promise<void> {
  if (config.SEED_DEMO === 'true') await seedDemoIfEmpty(db, storage);
  if (config.ADMIN_EMAIL) {
    const first = await inviteFirstSuperUser(db, { email: config.ADMIN_EMAIL, publicUrl: config.PUBLIC_URL });
    if (first.outcome === 'invited')
      logger.warn(
        { email: config.ADMIN_EMAIL },
        `First super user invited: open ${first.link} to set the password of ${config.ADMIN_EMAIL}. ` +
          'This link is shown once and works once, for 7 days.',
      );
    if (first.outcome === 'email-taken')
      logger.warn(
        { email: config.ADMIN_EMAIL },
        'ADMIN_EMAIL belongs to an existing user who is no super user; nobody was invited or promoted.',
      );
  } else if (!(await hasSuperUser(db))) {
    logger.warn(
      'No super user exists and ADMIN_EMAIL is not set: nobody can manage users. ' +
        'Restart with ADMIN_EMAIL=<address> to invite the first super user.',
    );
  }
}
