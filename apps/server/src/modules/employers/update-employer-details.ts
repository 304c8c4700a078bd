import { and, eq } from 'drizzle-orm';
import { storeDateAt11 } from '@spokes/domain/format';
import { isEmployerEditLocked } from '@spokes/domain/order-status';
import type { Db, Tx } from '../../db/client';
import { costCenters } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { recordOrderHistory, type OrderHistoryEntry } from '../orders/history/record-order-history';
import { publish } from '../signals/events';
import { accessScope } from '../access/access-table';
import { lockOrder } from '../orders/lock-order';
import type { OrderFacts } from '../order-facts/read-order-facts';

/** What the employer edits in the detail modal; undefined keeps a value, null clears it. */
export type EmployerDetailsInput = {
  quotationId: number;
  employeeNumber?: string | null;
  costcenter?: string | null;
  earliestDeliveryDate?: Date | null;
};

export type EmployerDetails = {
  quotationId: number;
  employeeNumber: string | null;
  costcenter: string | null;
  earliestDeliveryDate: Date | null;
};

/**
 * The detail modal's save (spec 03 section 2.6): the employee number (on the employee), the
 * cost centre (one of the company's, by name) and the earliest delivery date (the day at 11:00
 * in Brussels), while the order's status still allows the employer to edit. One transaction,
 * recorded in the history and announced.
 */
export async function updateEmployerDetails(db: Db, viewer: Viewer, input: EmployerDetailsInput) {
  return db.transaction(async (tx): Promise<EmployerDetails> => {
    const order = await lockOrder(
      tx,
      viewer,
      { quotationId: input.quotationId },
      accessScope(viewer, 'quotation', 'decide'),
    );
    if (isEmployerEditLocked(order.status.code)) fail('ORDER_LOCKED');
    const before = await lockDetails(tx, order);
    const after = {
      employeeNumber:
        input.employeeNumber === undefined ? before.employeeNumber : clean(input.employeeNumber),
      costcenter:
        input.costcenter === undefined
          ? before.costcenter
          : await companyCostCenter(tx, before.companyId, clean(input.costcenter)),
      earliestDeliveryDate:
        input.earliestDeliveryDate === undefined
          ? before.earliestDeliveryDate
          : input.earliestDeliveryDate && storeDateAt11(input.earliestDeliveryDate),
    };
    const changes = changed(before, after);
    if (changes.length === 0) return { quotationId: before.id, ...after };

    if (after.employeeNumber !== before.employeeNumber)
      await tx
        .update(employees)
        .set({ employee_number: after.employeeNumber, updated_at: new Date() })
        .where(eq(employees.id, before.employeeId));
    await tx
      .update(quotations)
      .set({
        costcenter: after.costcenter,
        earliest_delivery_date: after.earliestDeliveryDate,
        updated_at: new Date(),
      })
      .where(eq(quotations.id, before.id));
    await recordOrderHistory(
      tx,
      viewer,
      changes.map((change): OrderHistoryEntry => ({
        quotationId: before.id,
        orderId: before.orderId,
        source: 'employer_portal',
        kind: 'order',
        ...change,
      })),
    );
    await publish(tx, { topic: 'quotationUpdated', quotationId: before.id });
    return { quotationId: before.id, ...after };
  });
}

function clean(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** What the modal edits, held until the change commits (the employee's number lives on the employee). */
async function lockDetails(tx: Tx, order: OrderFacts) {
  const [row] = await tx
    .select({
      id: quotations.id,
      companyId: quotations.company_fk,
      employeeId: quotations.employee_fk,
      costcenter: quotations.costcenter,
      earliestDeliveryDate: quotations.earliest_delivery_date,
      employeeNumber: employees.employee_number,
    })
    .from(quotations)
    .innerJoin(employees, eq(employees.id, quotations.employee_fk))
    .where(eq(quotations.id, order.quotationId))
    .for('update', { of: [quotations, employees] });
  return { ...row, orderId: order.orderId };
}

/** The company's cost centre of that name, held until the change commits so it cannot be deleted under it. */
async function companyCostCenter(tx: Tx, companyId: number, name: string | null): Promise<string | null> {
  if (name === null) return null;
  const [row] = await tx
    .select({ name: costCenters.name })
    .from(costCenters)
    .where(and(eq(costCenters.company_fk, companyId), eq(costCenters.name, name)))
    .for('share');
  return row?.name ?? fail('COST_CENTER_UNKNOWN');
}

type Values = Omit<EmployerDetails, 'quotationId'>;

function changed(before: Values, after: Values) {
  const text = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : value);
  const fields = [
    ['employee_number', before.employeeNumber, after.employeeNumber],
    ['costcenter', before.costcenter, after.costcenter],
    ['earliest_delivery_date', text(before.earliestDeliveryDate), text(after.earliestDeliveryDate)],
  ] as const;
  return fields
    .filter(([, old, next]) => text(old) !== text(next))
    .map(([field, old, next]) => ({ field, old: text(old), new: text(next) }));
}
