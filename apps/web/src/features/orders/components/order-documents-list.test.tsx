import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { OrderDocumentsList } from './order-documents-list';
import { NEW, order, server, type Order } from '../../../test/quotation-overview-fixtures';

const logType = { __typename: 'OrderLogType', id: 3, code: 'RECEIPTDOC', name: 'Ontvangstbewijs' } as const;

function withLogs(...logs: { id: number; license_plate_required: boolean }[]): Order {
  return {
    ...order(NEW),
    orderLogs: logs.map((log) => ({
      ...log,
      description: `Document ${log.id}`,
      download_url: `/documents/${log.id}`,
      hidden: false,
      log_date: '2026-02-03T10:00:00.000Z',
      orderLogType: logType,
    })),
  };
}

function renderList(value: Order, superUser: boolean) {
  render(
    <Provider value={server({})}>
      <App>
        <OrderDocumentsList order={value} superUser={superUser} />
      </App>
    </Provider>,
  );
}

describe('OrderDocumentsList', () => {
  it('lists each document with its type, date and download link', () => {
    renderList(withLogs({ id: 1, license_plate_required: false }), false);
    const row = screen.getByText('Document 1').closest('tr')!;
    expect(within(row).getByText('Ontvangstbewijs')).toBeTruthy();
    expect(within(row).getByText('03/02/2026')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/documents/1');
  });

  it('disables the download of a speed-pedelec receipt without a plate', () => {
    renderList(withLogs({ id: 2, license_plate_required: true }), false);
    const row = screen.getByText('Document 2').closest('tr')!;
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByRole('button', { name: /quotationOverview.download/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('gives super users the hide/show switch', () => {
    renderList(withLogs({ id: 1, license_plate_required: false }), true);
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it('gives dealers no hide/show switch', () => {
    renderList(withLogs({ id: 1, license_plate_required: false }), false);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
