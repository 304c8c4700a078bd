import { describe, expect, it } from 'vitest';
import { DEAL_STATUS, ORDER_STATUS, type OrderStatusCode } from './codes';
import {
  approvalBlock,
  employerMayDecide,
  employerPermissions,
  refusalBlock,
  validateApproval,
  validateRefusal,
  type EmployerDecisionFacts,
} from './employer-decisions';

const waiting: EmployerDecisionFacts = {
  status: 'SEND_TO_DECIDER',
  dealStatusId: DEAL_STATUS.OPEN.id,
  decision: 'none',
};
const codes = Object.keys(ORDER_STATUS) as OrderStatusCode[];
const allowed = (
  check: (facts: EmployerDecisionFacts) => { ok: boolean },
  facts: Partial<EmployerDecisionFacts>,
) => check({ ...waiting, ...facts }).ok;

describe('employer approval', () => {
  it('is open only while the order waits for the decision', () => {
    const statuses = codes.filter((status) => allowed(validateApproval, { status }));
    expect(statuses).toEqual(['SIGNED', 'SEND_TO_DECIDER']);
  });

  it('is refused once the CRM won the deal or the employer already decided', () => {
    expect(allowed(validateApproval, { dealStatusId: DEAL_STATUS.WON.id })).toBe(false);
    expect(allowed(validateApproval, { dealStatusId: DEAL_STATUS.ORDERED.id })).toBe(true);
    expect(allowed(validateApproval, { dealStatusId: null })).toBe(true);
    expect(allowed(validateApproval, { decision: 'approved' })).toBe(false);
    expect(validateApproval({ ...waiting, decision: 'refused' })).toEqual({
      ok: false,
      error: 'APPROVE_NOT_ALLOWED',
    });
  });
});

describe('employer refusal', () => {
  it('is open while waiting and after an approval, until the bike is ready', () => {
    const statuses = codes.filter((status) => allowed(validateRefusal, { status }));
    expect(statuses).toEqual(['SIGNED', 'SEND_TO_DECIDER', 'APPROVED']);
    expect(allowed(validateRefusal, { status: 'APPROVED', decision: 'approved' })).toBe(true);
  });

  it('is refused when the deal is won or the bike ordered, and when already refused', () => {
    expect(allowed(validateRefusal, { dealStatusId: DEAL_STATUS.WON.id })).toBe(false);
    expect(allowed(validateRefusal, { dealStatusId: DEAL_STATUS.ORDERED.id })).toBe(false);
    expect(validateRefusal({ ...waiting, decision: 'refused' })).toEqual({
      ok: false,
      error: 'REFUSE_NOT_ALLOWED',
    });
  });
});

describe("the detail modal's permissions", () => {
  it('offers approve, refuse and edit while the order waits for the decision', () => {
    expect(employerPermissions(waiting)).toEqual({
      approve: true,
      refuse: true,
      edit: true,
      approveBlock: null,
      refuseBlock: null,
    });
  });

  it('offers only a refusal of an approval, and no edit', () => {
    expect(employerPermissions({ ...waiting, status: 'APPROVED', decision: 'approved' })).toEqual({
      approve: false,
      refuse: true,
      edit: false,
      approveBlock: 'ALREADY_APPROVED',
      refuseBlock: null,
    });
  });

  it('offers neither decision on a won deal, and no refusal on an ordered one', () => {
    expect(employerPermissions({ ...waiting, dealStatusId: DEAL_STATUS.WON.id })).toMatchObject({
      approve: false,
      refuse: false,
    });
    expect(employerPermissions({ ...waiting, dealStatusId: DEAL_STATUS.ORDERED.id })).toMatchObject({
      approve: true,
      refuse: false,
    });
  });

  it('offers nothing once refused', () => {
    expect(employerPermissions({ ...waiting, status: 'REFUSED', decision: 'refused' })).toEqual({
      approve: false,
      refuse: false,
      edit: false,
      approveBlock: 'ALREADY_REFUSED',
      refuseBlock: 'ALREADY_REFUSED',
    });
  });
});

describe('why a decision is blocked', () => {
  it('names the deal when the order waits for the decision but the CRM stops it', () => {
    const won = { ...waiting, dealStatusId: DEAL_STATUS.WON.id };
    expect([approvalBlock(won), refusalBlock(won)]).toEqual(['DEAL_WON', 'DEAL_WON']);
    const ordered = { ...waiting, dealStatusId: DEAL_STATUS.ORDERED.id };
    expect([approvalBlock(ordered), refusalBlock(ordered)]).toEqual([null, 'DEAL_ORDERED']);
    const approvedOrdered = { ...ordered, status: 'APPROVED' as const, decision: 'approved' as const };
    expect(refusalBlock(approvedOrdered)).toBe('DEAL_ORDERED');
  });

  it('names an earlier decision before the status it led to', () => {
    expect(approvalBlock({ ...waiting, status: 'APPROVED', decision: 'approved' })).toBe('ALREADY_APPROVED');
    expect(refusalBlock({ ...waiting, status: 'REFUSED', decision: 'refused' })).toBe('ALREADY_REFUSED');
    expect(approvalBlock({ ...waiting, decision: 'refused' })).toBe('ALREADY_REFUSED');
  });

  it('names the status when the order is past the decision, whatever the deal', () => {
    for (const status of ['DELIVERABLE', 'DELIVERED', 'CANCELLED'] as const) {
      const facts = { ...waiting, status, dealStatusId: DEAL_STATUS.WON.id };
      expect([approvalBlock(facts), refusalBlock(facts)]).toEqual(['ORDER_STATUS', 'ORDER_STATUS']);
    }
  });
});

describe('employerMayDecide', () => {
  it('holds while either decision is open, and not once the deal is won', () => {
    expect(employerMayDecide(waiting)).toBe(true);
    // An ordered deal still lets the employer approve.
    expect(employerMayDecide({ ...waiting, dealStatusId: DEAL_STATUS.ORDERED.id })).toBe(true);
    expect(employerMayDecide({ ...waiting, dealStatusId: DEAL_STATUS.WON.id })).toBe(false);
    expect(employerMayDecide({ ...waiting, status: 'DELIVERED' })).toBe(false);
  });
});
