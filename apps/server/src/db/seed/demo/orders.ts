import { CONTRACT_END_STATUS_CODES, type ContractEndStatusCode } from '@spokes/domain/codes';
import type { Tx } from '../../client';
import { deals } from '../../schema/deals';
import { confirmedOrders, orderLogs, orders } from '../../schema/orders';
import { daysAfter, inBatches, type Random } from './random';
import { orderStatusIds, type DemoQuotation, type DemoStatus } from './quotations';

export type DemoOrder = {
  id: number;
  quotation: DemoQuotation;
  date: Date;
  dealStatusId: number | null;
  deliveryDate: Date | null;
};

const logTypeNames: Record<number, string> = {
  1: 'Berekening',
  2: 'Getekende berekening',
  3: 'Ontvangstbewijs',
  4: 'Factuur',
  5: 'Offerte',
  6: 'Getekend ontvangstbewijs',
  7: 'Ander document',
  8: 'CoC-document',
  9: 'Document 705',
};

/** The documents an order in this status has collected (DOMAIN.md order log types). */
function logTypesFor(status: DemoStatus, speedPedelec: boolean): number[] {
  const signed = [1, 2, 5];
  const speedDocs = speedPedelec ? [8, 9] : [];
  switch (status) {
    case 'NONE':
      return [];
    case 'NEW':
    case 'CANCELLED':
    case 'TESTPURPOSES':
      return [1];
    case 'SIGNED':
    case 'SEND_TO_DECIDER':
    case 'REFUSED':
      return signed;
    case 'APPROVED':
      return [...signed, ...speedDocs];
    case 'DELIVERABLE':
      return [...signed, ...speedDocs, 3];
    case 'DELIVERED':
      return [...signed, ...speedDocs, 3, 4, 6];
  }
}

/** The CRM phase the deal of an order in this status has reached (null: no deal yet). */
function dealPhaseFor(status: DemoStatus, random: Random): number | null {
  switch (status) {
    case 'SIGNED':
    case 'SEND_TO_DECIDER':
      return 1;
    case 'APPROVED':
      return random.chance(0.5) ? 2 : 3;
    case 'DELIVERABLE':
      return 4;
    case 'DELIVERED':
      return random.chance(0.6) ? 6 : 5;
    case 'REFUSED':
    case 'CANCELLED':
      return 7;
    case 'NONE':
    case 'NEW':
    case 'TESTPURPOSES':
      return null;
  }
}

/**
 * Some delivered contracts have ended, so the employer list's column shows each value; chosen by
 * position rather than drawn, which would shift every later random draw of the demo data.
 */
function contractEndStatusFor(q: DemoQuotation, position: number): ContractEndStatusCode | null {
  if (q.status !== 'DELIVERED' || position % 5 !== 0) return null;
  return CONTRACT_END_STATUS_CODES[(position / 5) % CONTRACT_END_STATUS_CODES.length];
}

export async function seedOrders(tx: Tx, random: Random, quotations: DemoQuotation[]): Promise<DemoOrder[]> {
  const planned = quotations
    .filter((q) => q.status !== 'NONE')
    .map((q, position) => {
      const orderDate = daysAfter(q.date, random.int(1, 5), 10);
      const phase = dealPhaseFor(q.status, random);
      const deliveryDate = q.status === 'DELIVERED' ? daysAfter(orderDate, random.int(20, 50), 11) : null;
      const months = q.company.sheet.durationMonths;
      const endDate = deliveryDate ? new Date(deliveryDate) : null;
      endDate?.setUTCMonth(endDate.getUTCMonth() + months);
      const contractEndStatus = contractEndStatusFor(q, position);
      return { q, orderDate, phase, deliveryDate, endDate, contractEndStatus };
    });

  const withDeal = planned.filter((p) => p.phase !== null);
  const dealIds = await inBatches(withDeal, (batch) =>
    tx
      .insert(deals)
      .values(
        batch.map((p) => ({
          title: `${p.q.number} ${p.q.employee.name}`,
          current_phase: p.phase!,
          estimated_value_cents: p.q.amounts.total_vat_included,
          quotation_number: p.q.number,
          custom_fields: { delivery_date: p.deliveryDate?.toISOString().slice(0, 10) ?? null },
          created_at: p.orderDate,
        })),
      )
      .returning({ id: deals.id }),
  );
  const dealIdOf = new Map(withDeal.map((p, i) => [p, dealIds[i].id]));

  const orderIds = await inBatches(planned, (batch) =>
    tx
      .insert(orders)
      .values(
        batch.map((p) => ({
          quotation_fk: p.q.id,
          order_status_fk: orderStatusIds[p.q.status as keyof typeof orderStatusIds],
          deal_status_fk: p.phase,
          deal_id_v2: dealIdOf.get(p) ?? null,
          generated_id: `O${p.q.number.slice(1)}`,
          date: p.orderDate,
          delivery_date: p.deliveryDate,
          start_date: p.deliveryDate,
          end_date: p.endDate,
          contract_end_status: p.contractEndStatus,
        })),
      )
      .returning({ id: orders.id }),
  );

  const logRows = planned.flatMap((p, i) => {
    const types = logTypesFor(p.q.status, p.q.bikeTypeId === 1);
    if (random.chance(0.1)) types.push(7);
    return types.map((type, step) => ({
      order_fk: orderIds[i].id,
      order_log_type_fk: type,
      description: type === 7 ? 'Bestelbon winkel' : logTypeNames[type],
      file_id: null,
      hidden: type === 7 && random.chance(0.5),
      log_date: daysAfter(p.orderDate, step * 3, 14),
    }));
  });
  await inBatches(logRows, (batch) => tx.insert(orderLogs).values(batch).returning({ id: orderLogs.id }));

  const decided = planned
    .map((p, i) => ({ p, orderId: orderIds[i].id }))
    .filter(({ p }) => ['APPROVED', 'DELIVERABLE', 'DELIVERED', 'REFUSED'].includes(p.q.status));
  await inBatches(decided, (batch) =>
    tx
      .insert(confirmedOrders)
      .values(
        batch.map(({ p, orderId }) => {
          const by = `HR-dienst ${p.q.company.name}`;
          const mail = `hr@${p.q.company.domain}`;
          const ip = `192.0.2.${random.int(1, 254)}`;
          return p.q.status === 'REFUSED'
            ? {
                order_fk: orderId,
                cancelled: true,
                cancelled_by: by,
                canceller_mail: mail,
                canceller_ip: ip,
                cancelled_reason: random.pick([
                  'Budget overschreden',
                  'Werknemer uit dienst',
                  'Dubbele aanvraag',
                ]),
              }
            : {
                order_fk: orderId,
                confirmed_by: by,
                confirmer_mail: mail,
                confirmer_ip: ip,
                confirmed_reason: 'Akkoord',
                comment: random.chance(0.2) ? 'Levering na 1 maart.' : null,
              };
        }),
      )
      .returning({ id: confirmedOrders.id }),
  );

  return planned.map((p, i) => ({
    id: orderIds[i].id,
    quotation: p.q,
    date: p.orderDate,
    dealStatusId: p.phase,
    deliveryDate: p.deliveryDate,
  }));
}
