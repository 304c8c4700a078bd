import { inArray } from 'drizzle-orm';
import type { Tx } from '../../client';
import { bikes } from '../../schema/bikes';
import { licensePlateRequests } from '../../schema/license-plates';
import { notifications } from '../../schema/notifications';
import { orders as orderRows } from '../../schema/orders';
import { enterprises } from '../../schema/reference';
import { servicePasses, servicePassTransactions } from '../../schema/service-passes';
import { webhookAttempts, webhooks } from '../../schema/webhooks';
import { EXCLUDED_INVOICE_TARGET_ID, type DemoOrganisations } from './organisations';
import type { DemoOrder } from './orders';
import type { DemoUsers } from './people';
import { DEMO_BASE_DATE, daysAfter, inBatches, isoDate, notLater, type Random } from './random';

const PACK_SIZE = 25;
const barcodeOf = (serial: number) => `3120${String(500_000_000_000_000 + serial).padStart(15, '0')}`;
const bikeDetailStatuses = ['APPROVED', 'DELIVERABLE', 'DELIVERED'];

/** Bikes of every order, their service passes and ledger, licence plate requests for speed pedelecs. */
export async function seedBikesAndPasses(
  tx: Tx,
  random: Random,
  orders: DemoOrder[],
): Promise<DemoPlateRequest[]> {
  const bikeRows = orders.map((o) => {
    const q = o.quotation;
    const detailed = bikeDetailStatuses.includes(q.status);
    const speed = q.bikeTypeId === 1;
    const electric = speed || q.bikeTypeId === 5;
    return {
      order_fk: o.id,
      employee_fk: q.employee.id,
      bike_type_fk: q.bikeTypeId,
      bike_brand_fk: q.bikeBrandId,
      model: q.model,
      frame_number: detailed ? random.code(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') : null,
      sticker_number: detailed ? random.digits(8) : null,
      key_number_1: detailed ? random.code(6) : null,
      key_number_2: detailed && random.chance(0.5) ? random.code(6) : null,
      accu_number: detailed && electric ? random.code(10) : null,
      control_number: detailed && speed ? random.digits(3) : null,
      barcode_x12: detailed && speed ? random.digits(9) : null,
      license_number:
        detailed && speed && q.status !== 'APPROVED'
          ? `S${random.code(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${random.digits(3)}`
          : null,
    };
  });
  const bikeIds = await inBatches(bikeRows, (batch) =>
    tx.insert(bikes).values(batch).returning({ id: bikes.id }),
  );
  const withBike = orders.map((o, i) => ({
    order: o,
    bikeId: bikeIds[i].id,
    plate: bikeRows[i].license_number,
  }));

  // a pass for every delivered or deliverable bike (they all carry a maintenance amount), then two spare packs.
  const served = withBike.filter(({ order }) =>
    ['DELIVERABLE', 'DELIVERED'].includes(order.quotation.status),
  );
  const spare = 2 * PACK_SIZE;
  const total = Math.ceil((served.length + spare) / PACK_SIZE) * PACK_SIZE;
  const passRows = Array.from({ length: total }, (_, serial) => {
    const assigned = served[serial];
    const q = assigned?.order.quotation;
    const starting = q ? q.amounts.maintenance_amount * q.company.sheet.durationMonths : 0;
    const status = !q
      ? 'ACTIVE'
      : random.chance(0.05)
        ? 'BLOCKED'
        : random.chance(0.03)
          ? 'EMPTIED'
          : 'ACTIVE';
    const spareDealer = serial % 7 === 0 ? random.pick(served).order.quotation.dealer : null;
    return {
      barcode: barcodeOf(serial),
      first_in_pack: barcodeOf(serial - (serial % PACK_SIZE)),
      status: status as 'ACTIVE' | 'BLOCKED' | 'EMPTIED',
      dealer_fk: q?.dealer.id ?? spareDealer?.id ?? null,
      dealer_name: q?.dealer.name ?? spareDealer?.name ?? (serial % 11 === 0 ? 'Fietsen De Ketting' : null),
      bike_fk: assigned?.bikeId ?? null,
      employee_name: q?.employee.name ?? null,
      starting_amount: starting,
      remaining_amount: starting,
      used_amount: 0,
      blocked_at: status === 'BLOCKED' ? daysAfter(DEMO_BASE_DATE, -random.int(1, 30), 10) : null,
      emptied_at: status === 'EMPTIED' ? daysAfter(DEMO_BASE_DATE, -random.int(1, 30), 10) : null,
      comment: status === 'BLOCKED' ? 'Kaart verloren gemeld' : null,
      deliveryDate: assigned?.order.deliveryDate ?? null,
    };
  });
  // the ledger: a load at delivery, then a few maintenance payments.
  const ledger = passRows.map((p) => {
    if (!p.bike_fk || p.starting_amount === 0) return [];
    const loadedAt = p.deliveryDate ?? daysAfter(DEMO_BASE_DATE, -random.int(1, 20), 10);
    const entries = [{ amount: p.starting_amount, description: 'Opwaardering', occurred_at: loadedAt }];
    let left = p.starting_amount;
    const spends = p.deliveryDate ? random.int(0, 4) : 0;
    for (let k = 0; k < spends; k++) {
      const amount = Math.min(left, random.int(25, 120) * 100);
      if (amount === 0) break;
      left -= amount;
      const day = Math.min(
        random.int(20, 400),
        Math.max(0, Math.floor((DEMO_BASE_DATE.getTime() - loadedAt.getTime()) / 86_400_000)),
      );
      entries.push({
        amount: -amount,
        description: random.pick(['Onderhoudsbeurt', 'Herstelling band', 'Remblokken']),
        occurred_at: daysAfter(loadedAt, day, 15),
      });
    }
    if (p.status === 'EMPTIED' && left > 0) {
      entries.push({
        amount: -left,
        description: 'Kaart leeggemaakt',
        occurred_at: p.emptied_at ?? loadedAt,
      });
      left = 0;
    }
    p.used_amount = p.starting_amount - left;
    p.remaining_amount = left;
    return entries;
  });
  const passIds = await inBatches(passRows, (batch) =>
    tx
      .insert(servicePasses)
      .values(batch.map(({ deliveryDate: _, ...row }) => row))
      .returning({ id: servicePasses.id }),
  );
  const transactionRows = ledger.flatMap((entries, i) =>
    entries.map((e) => ({ ...e, service_pass_fk: passIds[i].id })),
  );
  await inBatches(transactionRows, (batch) =>
    tx.insert(servicePassTransactions).values(batch).returning({ id: servicePassTransactions.id }),
  );

  // automatic plate requests (registration type 2) for speed pedelecs, except for the excluded leasing party.
  const plateRows = withBike
    .filter(
      ({ order }) => order.quotation.bikeTypeId === 1 && bikeDetailStatuses.includes(order.quotation.status),
    )
    .filter(({ order }) => order.quotation.company.invoiceTargetId !== EXCLUDED_INVOICE_TARGET_ID)
    .map(({ order, bikeId, plate }) => {
      const s = order.quotation.status;
      const statusId =
        s === 'APPROVED' ? random.pick([1, 2, 3, 7]) : s === 'DELIVERABLE' ? random.pick([4, 5]) : 6;
      const registered = notLater(daysAfter(order.date, random.int(10, 20)));
      const row = {
        bike_fk: bikeId,
        license_plate_registration_type_fk: 2,
        license_plate_request_status_fk: statusId,
        registration_date: statusId >= 4 && statusId <= 6 ? isoDate(registered) : null,
        license_plate_sent_to_dealer_date:
          statusId >= 5 && statusId <= 6 ? isoDate(notLater(daysAfter(registered, 3))) : null,
        comment: statusId === 7 ? 'Framenummer op CoC komt niet overeen, graag nakijken.' : null,
      };
      return { order, plate, row };
    });
  if (plateRows.length === 0) return [];
  const inserted = await tx
    .insert(licensePlateRequests)
    .values(plateRows.map(({ row }) => row))
    .returning({ id: licensePlateRequests.id });
  return plateRows.map(({ order, plate, row }, i) => ({
    id: inserted[i].id,
    order,
    plate,
    statusId: row.license_plate_request_status_fk,
    registrationDate: row.registration_date,
    sentToDealerDate: row.license_plate_sent_to_dealer_date,
    comment: row.comment,
  }));
}

/** A seeded licence plate request, for the history the back office's work on it would have written. */
export type DemoPlateRequest = {
  id: number;
  order: DemoOrder;
  plate: string | null;
  statusId: number;
  registrationDate: string | null;
  sentToDealerDate: string | null;
  comment: string | null;
};

/** A webhook for Axus with its attempts, a few inbox notifications and the enterprises list. */
export async function seedIntegrations(
  tx: Tx,
  random: Random,
  orgs: DemoOrganisations,
  orders: DemoOrder[],
  demoUsers: DemoUsers,
): Promise<void> {
  const axusTarget = orgs.companies.find((c) => c.name === 'Vandenbroucke Engineering')!.invoiceTargetId;
  const [webhook] = await tx
    .insert(webhooks)
    .values({
      url: 'https://webhooks.axus.test/spokes',
      invoice_target_fk: axusTarget,
      webhook_format_fk: 1,
      deal_status_fk: 6,
    })
    .returning({ id: webhooks.id, url: webhooks.url });
  const invoiced = orders.filter(
    (o) => o.dealStatusId === 6 && o.quotation.company.invoiceTargetId === axusTarget,
  );
  const dealIdOf = new Map(
    invoiced.length === 0
      ? []
      : (
          await tx
            .select({ id: orderRows.id, dealId: orderRows.deal_id_v2 })
            .from(orderRows)
            .where(
              inArray(
                orderRows.id,
                invoiced.map((o) => o.id),
              ),
            )
        ).map((r) => [r.id, r.dealId]),
  );
  const attempts = invoiced.flatMap((o, i) => {
    const date = notLater(daysAfter(o.deliveryDate ?? DEMO_BASE_DATE, 7, 8));
    const base = {
      webhook_fk: webhook.id,
      order_fk: o.id,
      url: webhook.url,
      quotation_number: o.quotation.number,
      // the body the webhooks module sends (OrderWebhookPayload), so a re-trigger can send it again
      data: {
        event: 'order.changed',
        delivery_id: `00000000-0000-4000-8000-${String(o.id).padStart(12, '0')}`,
        occurred_at: date.toISOString(),
        order_id: o.id,
        quotation_number: o.quotation.number,
        order_status: o.quotation.status,
        deal_status: 'INVOICED',
        deal_id: dealIdOf.get(o.id) ?? null,
      },
      date,
    };
    const ok = { ...base, status_code: 200, response: '{"received":true}' };
    return i % 4 === 0
      ? [
          { ...base, attempt: 1, status_code: 503, response: 'Service Unavailable' },
          { ...ok, attempt: 2, date: daysAfter(base.date, 0, 9) },
        ]
      : [{ ...ok, attempt: 1 }];
  });
  if (attempts.length > 0) await tx.insert(webhookAttempts).values(attempts);

  const inboxRows = Object.entries(demoUsers.companyIdsOf).flatMap(([userId, companyIds]) =>
    orders
      .filter((o) => o.quotation.status === 'SEND_TO_DECIDER' && companyIds.includes(o.quotation.company.id))
      .slice(0, 4)
      .map((o, k) => ({
        user_fk: Number(userId),
        message: 'notifications.quotationAwaitsDecision',
        params: { quotationNumber: o.quotation.number, employeeName: o.quotation.employee.name },
        action: 'goToQuotation',
        action_params: { quotationId: o.quotation.id, employeeName: o.quotation.employee.name },
        created_at: daysAfter(o.quotation.date, 2, 9),
        read_at: k % 2 === 1 ? daysAfter(o.quotation.date, random.int(3, 6), 12) : null,
      })),
  );
  if (inboxRows.length > 0) await tx.insert(notifications).values(inboxRows);

  await tx.insert(enterprises).values([{ name: 'Spokes NV' }, { name: 'Spokes Lease BV' }]);
}
