import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import type { Db } from '../../db/client';
import type { DealCustomFields } from '../../db/schema/deals';
import { fail } from '../../errors';
import { dealsPort } from '../../integrations/crm/deals-port';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { toDealView } from './deal-view';

export type CustomFieldValue = { id: string; value?: string | null };

const MAX_FIELDS = 50;
const MAX_ID_LENGTH = INPUT_MAX_LENGTH.identifier;
const MAX_VALUE_LENGTH = INPUT_MAX_LENGTH.freeText;

/** Sets the given custom fields of a deal (null clears one); the other fields keep their value. */
export async function updateDealCustomFields(
  db: Db,
  viewer: Viewer,
  options: { id: number; custom_fields: CustomFieldValue[] },
) {
  requireSuperUser(viewer);
  const values = customFieldValues(options.custom_fields);
  return db.transaction(async (tx) => {
    const deal = await dealsPort(tx).updateCustomFields(options.id, values);
    return deal ? toDealView(tx, deal) : fail('NOT_FOUND');
  });
}

function customFieldValues(fields: CustomFieldValue[]): DealCustomFields {
  if (fields.length > MAX_FIELDS) fail('BAD_INPUT', `at most ${MAX_FIELDS} custom fields at once`);
  const values: DealCustomFields = {};
  for (const field of fields) {
    const id = field.id.trim();
    if (!id || id.length > MAX_ID_LENGTH)
      fail('BAD_INPUT', `a custom field id is 1 to ${MAX_ID_LENGTH} characters`);
    if ((field.value?.length ?? 0) > MAX_VALUE_LENGTH)
      fail('BAD_INPUT', `a custom field value is at most ${MAX_VALUE_LENGTH} characters`);
    values[id] = field.value ?? null;
  }
  return values;
}
