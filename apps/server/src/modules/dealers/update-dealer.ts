import { dealerSettingsSchema } from '@spokes/domain/contact-schemas';
import type { Db } from '../../db/client';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { changeDealer, parseDealerInput } from './dealer-record';

/** The Dealers tab's modal on an existing dealer: its nine fields, audited field by field. */
export async function updateDealer(db: Db, viewer: Viewer, options: { id: number; input: unknown }) {
  requireSuperUser(viewer);
  const values = parseDealerInput(dealerSettingsSchema, options.input);
  return db.transaction((tx) => changeDealer(tx, viewer, options.id, values));
}
