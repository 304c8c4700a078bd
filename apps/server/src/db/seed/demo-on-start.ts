import type { FileStorage } from '../../integrations/storage/file-storage';
import { logger } from '../../logger';
import type { Queryable } from '../client';
import { seedDemo, type DemoSeedSummary } from './demo';
import { storeDemoDocuments } from './demo-documents';
import { storeDemoLogos } from './demo-logos';

/**
 * At start (SEED_DEMO=true): fills an empty database with the demo data, gives its companies
 * logos and its documents PDFs in the file storage, and logs how to sign in.
 */
export async function seedDemoIfEmpty(db: Queryable, storage: FileStorage): Promise<DemoSeedSummary | null> {
  const started = Date.now();
  const summary = await seedDemo(db);
  if (!summary) return null;
  await storeDemoLogos(db, storage);
  await storeDemoDocuments(db, storage);
  logger.info(
    { counts: summary.counts, ms: Date.now() - started },
    `Demo data seeded. Sign in as ${summary.users.join(', ')} with password ${summary.password}; ` +
      `employee self-service access code: ${summary.accessCode}`,
  );
  return summary;
}
