import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Client } from '@urql/core';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../lib/i18n/i18n';
import { ViewerContext, type Viewer, type ViewerState } from '../../lib/viewer/viewer-context';
import { DELIVERABLE, NEW, liveServer, order, quotation } from '../../test/quotation-overview-fixtures';
import { QuotationOverviewPage } from './quotation-overview-page';

const viewer = (superUser: boolean): Viewer => ({
  id: 1,
  email: 'someone@demo.test',
  first_name: 'Some',
  last_name: 'One',
  language: 'nl',
  superUser,
  admin: false,
  backoffice: superUser,
  isPortaluser: false,
  dealerIds: superUser ? [] : [9],
  dealers: [],
  companyIds: [],
});

/** The overview's server: the quotation (or NOT_FOUND), no webhook calls, and pushable events. */
function fakeServer(answer: 'found' | 'missing') {
  const overviewLoads = vi.fn();
  const dealers = [
    { __typename: 'Dealer', id: 9, name: 'Fietsen Jan', active: true },
    { __typename: 'Dealer', id: 10, name: 'Velo Gent', active: true },
  ];
  const server = liveServer(({ operationName: name }) => {
    if (name === 'QuotationOverview') overviewLoads();
    return name === 'DealerChoices'
      ? { data: { dealers } }
      : name !== 'QuotationOverview'
        ? { data: { webhookAttemptsByQuotationId: { total: 0, page: 1, size: 5, items: [] } } }
        : answer === 'found'
          ? { data: { quotation: quotation(['DOCUMENTS'], order(DELIVERABLE)) } }
          : { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] };
  });
  const push = (field: string, quotationId: number) => server.push(field, { quotation_id: quotationId });
  return { client: server.client, overviewLoads, push };
}

function renderPage(client: Client, superUser: boolean) {
  const state: ViewerState = { status: 'signed-in', viewer: viewer(superUser) };
  render(
    <Provider value={client}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <App>
          <MemoryRouter initialEntries={['/quotations/3/7']}>
            <Routes>
              <Route path="/quotations/:employeeId/:quotationId" element={<QuotationOverviewPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </ViewerContext>
    </Provider>,
  );
}

const BIKE = {
  __typename: 'Bike',
  id: 5,
  bike_brand_fk: 3,
  model: 'Stromer ST3',
  comment: null,
  key_number_1: 'K1',
  key_number_2: null,
  frame_number: 'WSB12345678901234',
  sticker_number: null,
  license_number: null,
  accu_number: null,
  control_number: null,
  barcode_x12: null,
  service_pass: null,
};

const ANSWERS: Record<string, unknown> = {
  QuotationOverview: {
    quotation: {
      ...quotation(['CREATE_RECEIPT'], { ...order(DELIVERABLE), bike: BIKE }),
      bike_info_complete: true,
    },
  },
  OrderWebhookAttempts: { webhookAttemptsByQuotationId: { total: 0, page: 1, size: 5, items: [] } },
  OrderHistory: { orderHistory: { page: 1, size: 20, total: 0, items: [] } },
  DealerChoices: { dealers: [{ __typename: 'Dealer', id: 9, name: 'Fietsen Jan', active: true }] },
  BikePanelBrands: { bikeBrands: [{ __typename: 'BikeBrand', id: 3, name: 'Stromer' }] },
  QuotationCalculation: { quotationCalculation: null },
  CreateReceipt: { createReceipt: { __typename: 'CreateReceiptResult', order_id: 11 } },
  UpdateBike: {
    updateBike: { __typename: 'UpdateBikeResult', frame_number_changed: false, quotation_id: 7 },
  },
  UploadSignedDocuments: {
    uploadSignedDocuments: {
      __typename: 'OrderUploadResult',
      order_id: 11,
      order_status_fk: 2,
      order_logs: [],
    },
  },
};

/**
 * The server of one click: it holds the answer of the `held` mutation until the test lets it go,
 * and meanwhile the test pushes what the server announces at the commit (the order and its new
 * document), which reaches the browser before the answer does.
 */
function heldServer(held: string, answers: Record<string, unknown> = ANSWERS) {
  let answerHeld = () => {};
  const heldAnswered = new Promise<void>((resolve) => {
    answerHeld = resolve;
  });
  const operations: string[] = [];
  const server = liveServer(
    async ({ operationName }) => {
      operations.push(operationName ?? '');
      if (operationName === held) await heldAnswered;
      return { data: answers[operationName ?? ''] ?? null };
    },
    { cache: true },
  );
  return { ...server, answerHeld, operations };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

function count(names: string[]) {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

describe('QuotationOverviewPage', () => {
  it('shows the not-found page for a missing or foreign quotation', async () => {
    renderPage(fakeServer('missing').client, true);
    expect(await screen.findByText('errorPage.notFound')).toBeTruthy();
  });

  it('shows the quotation, and the webhook calls to a super user', async () => {
    renderPage(fakeServer('found').client, true);
    expect(await screen.findByText('Q000007')).toBeTruthy();
    expect(screen.getByText('€ 45,12')).toBeTruthy();
    expect(await screen.findByText('settings.webhookAttempts')).toBeTruthy();
    // A super user may change the dealer here too.
    expect(await screen.findByRole('combobox', { name: 'quotationList.dealerOf' })).toBeTruthy();
  });

  it('shows a dealer no webhook calls', async () => {
    renderPage(fakeServer('found').client, false);
    // The order's tables load after the header: wait for the documents before looking.
    expect(await screen.findByText('quotationOverview.documents')).toBeTruthy();
    expect(screen.queryByText('settings.webhookAttempts')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'quotationList.dealerOf' })).toBeNull();
    expect(screen.getByText('Fietsen Jan')).toBeTruthy();
  });

  it("reloads when this quotation's order changes elsewhere, not for another quotation", async () => {
    const server = fakeServer('found');
    renderPage(server.client, false);
    await screen.findByText('Q000007');
    expect(server.overviewLoads).toHaveBeenCalledTimes(1);
    server.push('quotationChanged', 8);
    server.push('quotationChanged', 8);
    // A reload would have fetched by now: the fake server answers at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.overviewLoads).toHaveBeenCalledTimes(1);
    server.push('quotationChanged', 7);
    await waitFor(() => expect(server.overviewLoads).toHaveBeenCalledTimes(2));
  });
});

describe('the quotation overview after one click', () => {
  /** Opens the overview, runs `click` (which sends `mutation`), and counts what was fetched after. */
  async function refetchesOf(mutation: string, click: () => Promise<void>, answers = ANSWERS) {
    const server = heldServer(mutation, answers);
    renderPage(server.client, true);
    await screen.findByText('orderHistory.title');
    await screen.findByText('settings.webhookAttempts');
    await settle();
    const before = server.operations.length;

    await click();
    await waitFor(() => expect(server.operations).toContain(mutation));
    server.push('quotationChanged', { quotation_id: 7 });
    server.push('quotationChanged', { quotation_id: 7 });
    await settle();
    server.answerHeld();
    await settle();
    return count(server.operations.slice(before));
  }

  /** Each query on the screen at most once, and the ones the change touches exactly once. */
  function expectOnce(refetches: Record<string, number>, mutation: string) {
    expect(refetches).toEqual(
      expect.objectContaining({ [mutation]: 1, QuotationOverview: 1, OrderHistory: 1 }),
    );
    for (const [operation, times] of Object.entries(refetches)) {
      expect({ operation, times }).toEqual({ operation, times: 1 });
    }
  }

  it('refetches each query on the screen at most once, and the changed ones once', async () => {
    const refetches = await refetchesOf('CreateReceipt', async () => {
      fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.createReceipt' }));
    });
    expectOnce(refetches, 'CreateReceipt');
  });

  it('refetches each query once after the bike form is saved', async () => {
    const refetches = await refetchesOf('UpdateBike', async () => {
      fireEvent.click(await screen.findByRole('button', { name: /bike\.edit/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'bike.save' }));
    });
    expectOnce(refetches, 'UpdateBike');
  });

  it('refetches each query once after an upload', async () => {
    const newOrder = {
      QuotationOverview: { quotation: quotation(['UPLOAD_FROM_NEW', 'DOCUMENTS'], order(NEW)) },
    };
    const refetches = await refetchesOf(
      'UploadSignedDocuments',
      async () => {
        fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.uploadSignedDocuments' }));
        const dialog = await screen.findByRole('dialog');
        const input = (index: number) =>
          dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
        const pdf = (name: string) => new File([new Uint8Array(10)], name, { type: 'application/pdf' });
        fireEvent.change(input(0), { target: { files: [pdf('signed.pdf')] } });
        await screen.findByText('signed.pdf');
        fireEvent.change(input(1), { target: { files: [pdf('quote.pdf')] } });
        await screen.findByText('quote.pdf');
        fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
      },
      { ...ANSWERS, ...newOrder },
    );
    expectOnce(refetches, 'UploadSignedDocuments');
  });
});
