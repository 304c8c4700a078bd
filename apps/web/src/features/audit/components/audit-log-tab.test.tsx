import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { AuditLogTab } from './audit-log-tab';

const entry = {
  __typename: 'SettingsAuditEntry',
  id: 11,
  at: '2026-11-20T09:30:00.000Z',
  user_name: 'Ann Audit',
  table_name: 'dealers',
  record_id: '4',
  action: 'update',
  field: 'active',
  old_value: 'true',
  new_value: 'false',
};

function server(sent: SentOperation[]) {
  return answeringClient((operation) => {
    sent.push(operation);
    if (operation.operationName === 'SettingsAuditFacets')
      return {
        data: {
          settingsAuditFacets: {
            __typename: 'SettingsAuditFacets',
            users: [{ __typename: 'SettingsAuditUser', id: 3, name: 'Ann Audit' }],
            tables: ['dealers'],
          },
        },
      };
    return {
      data: {
        settingsAuditLog: {
          __typename: 'SettingsAuditEntryPage',
          total: 1,
          page: 1,
          size: 20,
          items: [entry],
        },
      },
    };
  });
}

describe('AuditLogTab', () => {
  it('shows who changed which field from what to what', async () => {
    renderSignedIn(
      server([]),
      superUserViewer(),
      '/settings/audit-log',
      <Route path="/settings/audit-log" element={<AuditLogTab />} />,
    );
    expect(await screen.findByText('Ann Audit')).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
    expect(screen.getByText('20/11/2026 10:30')).toBeTruthy();
    expect(screen.getByText('audit.action.update')).toBeTruthy();
  });

  it('asks the server for the user, the data and the whole period of the URL', async () => {
    const sent: SentOperation[] = [];
    renderSignedIn(
      server(sent),
      superUserViewer(),
      '/settings/audit-log?user=3&table=dealers&from=2026-11-01&to=2026-11-30',
      <Route path="/settings/audit-log" element={<AuditLogTab />} />,
    );
    await waitFor(() => expect(sent.some((op) => op.operationName === 'SettingsAuditLog')).toBe(true));
    const filter = sent.find((op) => op.operationName === 'SettingsAuditLog')?.variables.filter as Record<
      string,
      unknown
    >;
    expect(filter).toMatchObject({ userId: 3, table: 'dealers' });
    expect(
      new Date(String(filter.to)).getTime() - new Date(String(filter.from)).getTime(),
    ).toBeGreaterThanOrEqual(30 * 86_400_000 - 3_600_000);
  });
});
