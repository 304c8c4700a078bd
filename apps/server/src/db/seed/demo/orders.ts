import { CONTRACT_END_STATUS_CODES, type ContractEndStatusCode } from '@spokes/domain/codes';
import type { Tx } from '../../client';
import { deals } from '../../schema/deals';
import { confirmedOrders, orderLogs, orders } from '../../schema/orders';
import {
  createRandom,
  DEMO_LAST_DAY,
  daysAfter,
  daysBefore,
  inBatches,
  notLater,
  type Random,
} from './random';
import { orderStatusIds, type DemoQuotation, type DemoStatus } from './quotations';

export type DemoOrder = {
  id: number;
  quotation: DemoQuotation;
  date: Date;
  dealStatusId: number | null;
  deliveryDate: Date | null;
  /** When the order took its `index`th step (status or document), at `hourUtc`. */
  stepAt(index: number, hourUtc: number): Date;
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

/**
 * How long an order waiting in each status has been in it, in calendar days on average: each
 * order's stay is drawn from an exponential around it, so about a quarter are past their limit
 * (order-ageing.ts), as in a back office that keeps up, and the rest on their way.
 */
const meanStayDays: Partial<Record<DemoStatus, number>> = {
  NEW: 4,
  SIGNED: 5,
  SEND_TO_DECIDER: 4,
  APPROVED: 10,
  DELIVERABLE: 14,
};

/**
 * Days from one status to the next on average, along the lifecycle of history.ts (Nieuw, Getekend,
 * Verzonden naar beslisser, Goedgekeurd, Klaar voor levering); further steps (documents) 3.
 */
const meanStepDays = [4, 2, 3, 9];

/**
 * The days from an order's start to each of its steps, drawn: steps three days apart everywhere
 * made every status's median stay on the follow-up dashboard 3 days. A delivered order's steps are
 * pressed before its delivery.
 */
function drawSteps(stays: Random, deliveredAfterDays: number | null): number[] {
  const offsets = [0];
  for (let i = 0; i < 8; i++) {
    const mean = meanStepDays[i] ?? 3;
    const gap = Math.max(1, Math.min(3 * mean, Math.round(-mean * Math.log(1 - stays.next()))));
    offsets.push(offsets[i] + gap);
  }
  const room = deliveredAfterDays === null ? Infinity : deliveredAfterDays - 1;
  return offsets[4] <= room ? offsets : offsets.map((days) => (days * room) / offsets[4]);
}

/** The statuses an order walks through before the one it waits in (history.ts). */
const stepsBefore: Partial<Record<DemoStatus, number>> = {
  NEW: 0,
  SIGNED: 1,
  SEND_TO_DECIDER: 2,
  APPROVED: 3,
  DELIVERABLE: 4,
};

/**
 * A waiting order starts late enough that it entered its status a drawn stay before the day before
 * the seed, and never before `earliest` (a few days after its quotation). Other orders start at
 * `earliest`.
 */
function startOf(q: DemoQuotation, earliest: Date, steps: number[], stays: Random): Date {
  const mean = meanStayDays[q.status];
  if (mean === undefined) return earliest;
  const stay = Math.min(60, -mean * Math.log(1 - stays.next()));
  const entered = daysBefore(DEMO_LAST_DAY, stay);
  const start = daysBefore(entered, steps[stepsBefore[q.status]!], 10);
  return start > earliest ? start : earliest;
}

export async function seedOrders(tx: Tx, random: Random, quotations: DemoQuotation[]): Promise<DemoOrder[]> {
  // A generator of its own: drawing the stays from `random` would shift every later draw of the demo.
  const stays = createRandom(20261207);
  const planned = quotations
    .filter((q) => q.status !== 'NONE')
    .map((q, position) => {
      const earliest = daysAfter(q.date, random.int(1, 5), 10);
      const phase = dealPhaseFor(q.status, random);
      const deliveredAfterDays = q.status === 'DELIVERED' ? random.int(20, 50) : null;
      const steps = drawSteps(stays, deliveredAfterDays);
      const orderDate = startOf(q, earliest, steps, stays);
      const deliveryDate = deliveredAfterDays === null ? null : daysAfter(orderDate, deliveredAfterDays, 11);
      const months = q.company.sheet.durationMonths;
      const endDate = deliveryDate ? new Date(deliveryDate) : null;
      endDate?.setUTCMonth(endDate.getUTCMonth() + months);
      const contractEndStatus = contractEndStatusFor(q, position);
      const stepAt = (index: number, hourUtc: number) =>
        notLater(daysAfter(orderDate, steps[Math.min(index, steps.length - 1)], hourUtc));
      return { q, orderDate, phase, deliveryDate, endDate, contractEndStatus, stepAt };
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
      log_date: p.stepAt(step, 14),
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
    stepAt: p.stepAt,
  }));
}
