import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createDealer, createOrder, createQuotation, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { requireAccess } from '../access/access-table';
import { createSession } from './session';
import { loadViewer } from './viewer';

const ACTIVITY = { idleMinutes: 60, extend: true };

describe("an employer's companies reach down the company tree", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function employerOf(companyIds: number[]) {
    const user = await createUser(db(), { companyIds });
    const session = await createSession(db(), {
      userId: user.id,
      ttlHours: 1,
      pendingSecondFactor: false,
      ip: null,
      userAgent: null,
    });
    return (await loadViewer(db(), session.id, ACTIVITY))!;
  }

  it('reads its companies and every company below them, not the ones beside or above', async () => {
    const group = await createCompany(db());
    const branch = await createCompany(db(), { company_parent_fk: group.id });
    const office = await createCompany(db(), { company_parent_fk: branch.id });
    const sibling = await createCompany(db(), { company_parent_fk: group.id });
    const elsewhere = await createCompany(db());

    const atBranch = await employerOf([branch.id]);
    expect(atBranch.companyIds).toEqual([branch.id]);
    expect(atBranch.employerCompanyIds).toEqual([branch.id, office.id]);
    const atGroup = await employerOf([group.id, elsewhere.id]);
    expect(atGroup.employerCompanyIds).toEqual(
      [group.id, branch.id, office.id, sibling.id, elsewhere.id].sort((a, b) => a - b),
    );

    const dealer = await createDealer(db());
    const quotationAt = async (companyId: number) => {
      const quotation = await createQuotation(db(), { dealerId: dealer.id, companyId });
      await createOrder(db(), quotation.id, { order_status_fk: 2 });
      return quotation.id;
    };
    const inOffice = await quotationAt(office.id);
    const inSibling = await quotationAt(sibling.id);
    expect((await requireAccess(db(), atBranch, 'quotation', inOffice, 'read')).id).toBe(inOffice);
    await expect(requireAccess(db(), atBranch, 'quotation', inSibling, 'read')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
