import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settingsAuditLog } from '../../db/schema/audit';
import { appSuite } from '../../test/app-suite';
import { createUser } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedIn, signedInAs } from '../../test/signed-in';
import type { Viewer } from '../access/viewer';
import { recordSettingsChange } from './record-settings-change';

const LOG = `query($filter: SettingsAuditFilter) {
  settingsAuditLog(page: 1, size: 50, filter: $filter) {
    total items { user_name table_name record_id action field old_value new_value }
  }
}`;

type LogPage = {
  settingsAuditLog: {
    total: number;
    items: {
      user_name: string;
      action: string;
      field: string | null;
      old_value: string | null;
      new_value: string | null;
    }[];
  };
};

describe('the settings audit log', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;

  async function superUserViewer() {
    const user = await createUser(db(), { super_user: true, first_name: 'Ann', last_name: 'Audit' });
    const viewer = { userId: user.id, firstName: 'Ann', lastName: 'Audit', email: user.email } as Viewer;
    return { user, viewer };
  }

  it('writes one row per changed field of an update, none for an unchanged one', async () => {
    const { user, viewer } = await superUserViewer();
    const table = `t_${randomUUID().slice(0, 8)}`;
    const before = { id: 7, name: 'Old', city: 'Gent', active: true, updated_at: new Date(1) };
    const after = { ...before, name: 'New', active: false, updated_at: new Date(2) };
    expect(
      await recordSettingsChange(db(), viewer, { table, recordId: 7, action: 'update', before, after }),
    ).toBe(2);
    expect(
      await recordSettingsChange(db(), viewer, {
        table,
        recordId: 7,
        action: 'update',
        before,
        after: before,
      }),
    ).toBe(0);

    const page = await (
      await signedInAs(suite.app, user)
    ).request<LogPage>(LOG, { filter: { table, recordId: '7' } });
    expect(page.body.data?.settingsAuditLog.items).toEqual([
      expect.objectContaining({
        user_name: 'Ann Audit',
        action: 'update',
        field: 'active',
        old_value: 'true',
        new_value: 'false',
      }),
      expect.objectContaining({ field: 'name', old_value: '"Old"', new_value: '"New"' }),
    ]);
  });

  it('writes the set fields of a create and the whole record of a delete', async () => {
    const { viewer } = await superUserViewer();
    const table = `t_${randomUUID().slice(0, 8)}`;
    const record = { id: 3, name: 'Fietsen', memo: null };
    await recordSettingsChange(db(), viewer, { table, recordId: 3, action: 'create', after: record });
    await recordSettingsChange(db(), viewer, { table, recordId: 3, action: 'delete', before: record });
    const rows = await db().select().from(settingsAuditLog).where(eq(settingsAuditLog.table_name, table));
    expect(rows.map((row) => [row.action, row.field, row.old_value, row.new_value])).toEqual([
      ['create', 'name', null, 'Fietsen'],
      ['delete', null, record, null],
    ]);
  });

  it("shows a part's changes in its owner's history", async () => {
    const { user, viewer } = await superUserViewer();
    const owner = { table: `t_${randomUUID().slice(0, 8)}`, recordId: 5 };
    await recordSettingsChange(db(), viewer, {
      ...owner,
      action: 'update',
      before: { name: 'A' },
      after: { name: 'B' },
    });
    await recordSettingsChange(db(), viewer, {
      table: 'parts',
      recordId: 9,
      owner,
      action: 'create',
      after: { name: 'P' },
    });
    const page = await (
      await signedInAs(suite.app, user)
    ).request<LogPage>(LOG, {
      filter: { owner: { table: owner.table, recordId: '5' } },
    });
    expect(page.body.data?.settingsAuditLog.items.map((item) => item.new_value)).toEqual(['"P"', '"B"']);
  });

  it('refuses an update, a delete and a truncate through SQL', async () => {
    const { viewer } = await superUserViewer();
    const table = `t_${randomUUID().slice(0, 8)}`;
    await recordSettingsChange(db(), viewer, { table, recordId: 1, action: 'create', after: { name: 'x' } });
    const where = eq(settingsAuditLog.table_name, table);
    await expect(db().update(settingsAuditLog).set({ field: 'forged' }).where(where)).rejects.toThrow();
    await expect(db().delete(settingsAuditLog).where(where)).rejects.toThrow();
    await expect(db().execute(sql`truncate settings_audit_log`)).rejects.toThrow();
    expect(await db().select().from(settingsAuditLog).where(where)).toHaveLength(1);
  });

  it('is read by super users only', async () => {
    for (const options of [{ admin: true }, { dealerIds: [] }, { companyIds: [] }]) {
      const client = await signedIn(suite.app, options);
      expect(errorCode(await client.request(LOG, {}))).toBe('FORBIDDEN');
      expect(errorCode(await client.request('{ settingsAuditFacets { tables } }'))).toBe('FORBIDDEN');
    }
  });
});
