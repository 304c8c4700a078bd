import type { Tx } from '../../client';
import { dealers } from '../../schema/dealers';
import { orderHistory } from '../../schema/order-history';
import type { DemoPlateRequest } from './after-sales';
import type { DemoUsers } from './people';
import { daysAfter, inBatches, notLater } from './random';

type Entry = { kind: 'bike' | 'mail'; field: string; old?: string | null; new: string | null };

/**
 * The history the back office's work on each seeded plate request would have written (issue 27):
 * the request made by the speed-pedelec documents, the pre-registration mailed to the dealer, a
 * remark sent back, the plate registered and mailed, sent to the dealer and delivered. Ten days
 * after the order, a day or two apart, by the demo super user.
 */
export async function seedLicensePlateHistory(tx: Tx, plates: DemoPlateRequest[], users: DemoUsers) {
  const mails = new Map(
    (await tx.select({ id: dealers.id, email: dealers.email }).from(dealers)).map((d) => [
      d.id,
      d.email ?? '',
    ]),
  );
  const rows = plates.flatMap((plate) => {
    const q = plate.order.quotation;
    const dealerMail = mails.get(q.dealer.id) ?? '';
    const status = (from: number, to: number): Entry => ({
      kind: 'bike',
      field: 'license_plate_request_status',
      old: String(from),
      new: String(to),
    });
    const entries: Entry[] = [];
    if (plate.statusId === 3) {
      entries.push(
        { kind: 'mail', field: 'license-plate-pre-registration-old', new: dealerMail },
        status(1, 3),
      );
    } else if (plate.statusId !== 1) {
      entries.push({ kind: 'mail', field: 'license-plate-pre-registration', new: dealerMail }, status(1, 2));
    }
    if (plate.statusId === 7)
      entries.push({ kind: 'bike', field: 'license_plate_comment', new: plate.comment }, status(2, 7), {
        kind: 'mail',
        field: 'license-plate-comment',
        new: dealerMail,
      });
    if (plate.statusId >= 4 && plate.statusId <= 6)
      entries.push(
        { kind: 'bike', field: 'license_number', new: plate.plate },
        status(2, 4),
        { kind: 'bike', field: 'license_plate_registration_date', new: plate.registrationDate },
        { kind: 'mail', field: 'license-plate-registered', new: dealerMail },
      );
    if (plate.statusId >= 5 && plate.statusId <= 6)
      entries.push(status(4, 5), {
        kind: 'bike',
        field: 'license_plate_sent_to_dealer_date',
        new: plate.sentToDealerDate,
      });
    if (plate.statusId === 6) entries.push(status(5, 6));
    const requested: Entry = {
      kind: 'bike' as const,
      field: 'license_plate_request',
      new: String(plate.id),
    };
    return [requested, ...entries].map((entry, index) => ({
      quotation_fk: q.id,
      order_fk: plate.order.id,
      at: notLater(daysAfter(plate.order.date, 10 + index, 10)),
      ...(index === 0
        ? { actor_user_fk: null, actor_name: `Verkoper ${q.dealer.name}` }
        : { actor_user_fk: users.superUserId, actor_name: 'Sam Super' }),
      source: 'screen' as const,
      kind: entry.kind,
      field: entry.field,
      old_value: entry.old ?? null,
      new_value: entry.new,
    }));
  });
  await inBatches(rows, (batch) => tx.insert(orderHistory).values(batch).returning({ id: orderHistory.id }));
}
