import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Client, Provider, fetchExchange } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import { FakeRequest, stubXmlHttpRequest } from '../../../lib/graphql/fake-xml-http-request';
import { fetchWithUploadProgress } from '../../../lib/graphql/upload-progress';
import '../../../lib/i18n/i18n';
import { OrderActionsPanel } from './order-actions-panel';
import type { OverviewQuotation } from './order-quotation';
import {
  APPROVED,
  DELIVERABLE,
  NEW,
  SIGNED,
  order,
  quotation,
  server,
} from '../../../test/quotation-overview-fixtures';

function renderPanel(value: OverviewQuotation, superUser: boolean, answers: Record<string, unknown> = {}) {
  render(
    <Provider value={server(answers)}>
      <App>
        <OrderActionsPanel quotation={value} superUser={superUser} />
      </App>
    </Provider>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

afterEach(() => vi.unstubAllGlobals());

describe('OrderActionsPanel', () => {
  it('offers Execute, and nothing for an order, on a quotation without one', () => {
    renderPanel(quotation(['EXECUTE'], null), false);
    expect(button('quotationOverview.execute')).not.toBeNull();
    expect(button('quotationOverview.resendStatusMail')).toBeNull();
    expect(button('quotationOverview.uploadSignedDocuments')).toBeNull();
  });

  it('offers the first upload and the status mail on a new order of a non-FIP company', () => {
    renderPanel(quotation([], order(NEW)), false);
    expect(button('quotationOverview.execute')).toBeNull();
    expect(button('quotationOverview.uploadSignedDocuments')).not.toBeNull();
    expect(button('quotationOverview.resendStatusMail')).not.toBeNull();
    expect(button('quotationOverview.createReceipt')).toBeNull();
  });

  it('shows the receipt and the delivery upload only where the server allows them', () => {
    renderPanel(quotation(['UPLOAD_DELIVERY_DOCUMENTS', 'DOCUMENTS'], order(DELIVERABLE)), false);
    expect(button('quotationOverview.uploadDeliveryDocuments')).not.toBeNull();
    expect(button('quotationOverview.uploadSignedDocuments')).toBeNull();
    expect(button('quotationOverview.createReceipt')).toBeNull();
  });

  it("shows the super user's actions to a super user", () => {
    renderPanel(
      quotation(['DOCUMENTS', 'EDIT_ORDER_STATUS', 'CHANGE_COMPANY', 'LINK_DEAL'], order(DELIVERABLE)),
      true,
    );
    expect(button('quotationOverview.editOrderStatus')).not.toBeNull();
    expect(button('quotationOverview.changeCompany')).not.toBeNull();
    expect(button('quotationOverview.linkDeal')).not.toBeNull();
  });

  it('hides them from a dealer, whose actions do not name them', () => {
    renderPanel(quotation(['DOCUMENTS'], order(DELIVERABLE)), false);
    expect(button('quotationOverview.editOrderStatus')).toBeNull();
    expect(button('quotationOverview.changeCompany')).toBeNull();
    expect(button('quotationOverview.linkDeal')).toBeNull();
  });

  it('shows the next step and what it still needs, at every status', () => {
    renderPanel(quotation([], order(NEW)), false);
    expect(
      screen.getByText('quotationOverview.nextStep: quotationOverview.step.UPLOAD_SIGNED_DOCUMENTS'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'quotationOverview.stillNeeded: quotationOverview.needs.SIGNED_CALCULATION, quotationOverview.needs.QUOTATION_DOCUMENT',
      ),
    ).toBeTruthy();
    expect(button('quotationOverview.uploadSignedDocuments')?.className).toContain('ant-btn-primary');
  });

  it("waits for the employer's decision at Getekend", () => {
    renderPanel(quotation(['DOCUMENTS'], order(SIGNED)), false);
    expect(
      screen.getByText('quotationOverview.nextStep: quotationOverview.step.AWAIT_EMPLOYER_DECISION'),
    ).toBeTruthy();
    expect(
      screen.getByText('quotationOverview.stillNeeded: quotationOverview.needs.EMPLOYER_DECISION'),
    ).toBeTruthy();
  });

  it("at Goedgekeurd offers the bike's data in the card, and the receipt disabled with its reason", async () => {
    renderPanel(quotation(['COMPLETE_BIKE_INFO', 'DOCUMENTS'], order(APPROVED)), false);
    expect(
      screen.getByText('quotationOverview.nextStep: quotationOverview.step.COMPLETE_BIKE_INFO'),
    ).toBeTruthy();
    expect(button('quotationOverview.createReceipt')).toHaveProperty('disabled', true);
    expect(screen.getByText('quotationOverview.receiptNeedsBikeInfo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'quotationCards.completeBikeInfo' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('offers the receipt as the next step once the bike is complete', () => {
    renderPanel(
      {
        ...quotation(['COMPLETE_BIKE_INFO', 'CREATE_RECEIPT', 'DOCUMENTS'], order(APPROVED)),
        bike_info_complete: true,
      },
      false,
    );
    expect(
      screen.getByText('quotationOverview.nextStep: quotationOverview.step.CREATE_RECEIPT'),
    ).toBeTruthy();
    expect(button('quotationOverview.createReceipt')).toHaveProperty('disabled', false);
    expect(button('quotationCards.completeBikeInfo')).toBeNull();
    expect(screen.queryByText('quotationOverview.receiptNeedsBikeInfo')).toBeNull();
  });

  it("opens the FIP warning after Execute, and 'later uploaden' postpones it", async () => {
    renderPanel(quotation(['EXECUTE'], null, true), false, {
      ExecuteQuotation: {
        executeQuotation: { __typename: 'ExecuteQuotationResult', order_id: 11, fip_warning: true },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.execute' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('quotationOverview.fipWarning')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'quotationOverview.uploadLater' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('enables OK in an upload dialog only once every file is chosen, and refuses a large file', async () => {
    renderPanel(quotation([], order(NEW)), false);
    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.uploadSignedDocuments' }));
    const dialog = await screen.findByRole('dialog');
    const ok = () => within(dialog).getByRole('button', { name: /OK/i });
    // The picker renews its input after each choice: look it up every time.
    const input = (index: number) => dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
    const pdf = (name: string, size = 10) =>
      new File([new Uint8Array(size)], name, { type: 'application/pdf' });

    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.change(input(0), { target: { files: [pdf('signed.pdf')] } });
    await screen.findByText('signed.pdf');
    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.change(input(1), { target: { files: [pdf('big.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('errors.fileTooLarge')).toBeTruthy();
    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.change(input(1), { target: { files: [pdf('quote.pdf')] } });
    await screen.findByText('quote.pdf');
    expect(ok()).toHaveProperty('disabled', false);
  });

  it("shows each file's percent while the upload runs, and closes once it is sent", async () => {
    stubXmlHttpRequest();
    const client = new Client({
      url: 'http://localhost/graphql',
      exchanges: [fetchExchange],
      fetch: fetchWithUploadProgress,
    });
    render(
      <Provider value={client}>
        <App>
          <OrderActionsPanel quotation={quotation([], order(NEW))} superUser={false} />
        </App>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.uploadSignedDocuments' }));
    const dialog = await screen.findByRole('dialog');
    const input = (index: number) => dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
    const pdf = (name: string, size: number) =>
      new File([new Uint8Array(size)], name, { type: 'application/pdf' });
    fireEvent.change(input(0), { target: { files: [pdf('signed.pdf', 1000)] } });
    await screen.findByText('signed.pdf');
    fireEvent.change(input(1), { target: { files: [pdf('quote.pdf', 500)] } });
    await screen.findByText('quote.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    await waitFor(() => expect(FakeRequest.last).toBeDefined());

    // 200 bytes of operation and file map first, then the files in the dialog's order.
    const percentOf = (name: string) =>
      within(dialog)
        .getByText(name)
        .closest('.ant-upload-list-item-container')
        ?.querySelector('[role="progressbar"]')
        ?.getAttribute('aria-valuenow');
    FakeRequest.last!.progress(200 + 500, 1700);
    // Each file's progress bar renders on its own: wait for both rather than read one at once.
    await waitFor(() => {
      expect(percentOf('signed.pdf')).toBe('50');
      expect(percentOf('quote.pdf')).toBe('0');
    });
    FakeRequest.last!.progress(200 + 1250, 1700);
    await waitFor(() => {
      expect(percentOf('quote.pdf')).toBe('50');
      expect(percentOf('signed.pdf')).toBe('100');
    });

    FakeRequest.last!.answer({ data: { uploadSignedDocuments: { id: 1 } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('labels the deal select of the deal link dialog visibly', async () => {
    renderPanel(quotation(['DOCUMENTS', 'LINK_DEAL'], order(DELIVERABLE)), true, {
      DealsToLink: { searchDealsToLink: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.linkDeal' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    const label = await within(dialog).findByText('quotationOverview.deal');
    expect(label.closest('label')?.htmlFor).toBe('deal-link-select');
    expect(within(dialog).getByLabelText('quotationOverview.deal').id).toBe('deal-link-select');
  });

  it("warns 'Select different status' when the super user keeps the current status", async () => {
    renderPanel(quotation(['DOCUMENTS', 'EDIT_ORDER_STATUS'], order(DELIVERABLE)), true, {
      OrderStatuses: { orderStatuses: [NEW, DELIVERABLE] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.editOrderStatus' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    expect(await screen.findByText('errors.sameStatus')).toBeTruthy();
  });
});
