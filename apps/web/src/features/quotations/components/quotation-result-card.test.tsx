import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateLease, DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { liveServer } from '../../../test/quotation-overview-fixtures';
import { QuotationResultCard } from './quotation-result-card';

const result = calculateLease(DEFAULT_CALCULATION_SHEET, {
  amounts: { BIKE_VALUE: 249_995 },
  bikeTypeId: 5,
  companyHasMaintenanceField: false,
});
const input = {
  employee_fk: 3,
  dealer_fk: 9,
  deliverability: 'Binnen 2 weken',
  bike_type_fk: 5,
  bike_brand_fk: 4,
  fields: [{ field_fk: 1, value: '2.499,95' }],
};

function renderCard(props: Parameters<typeof QuotationResultCard>[0], answer: unknown) {
  const requests: { operationName: string | null; variables: Record<string, unknown> }[] = [];
  const { client } = liveServer((request) => {
    requests.push(request);
    return answer;
  });
  render(
    <Provider value={client}>
      <App>
        <QuotationResultCard {...props} />
      </App>
    </Provider>,
  );
  return requests;
}

describe('QuotationResultCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves the server's PDF of the form's input under the server's name", async () => {
    const created = vi.fn((_blob: Blob) => 'blob:preview');
    // jsdom has no object URLs; each test file runs in its own environment.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Offerte_Sara_Peeters.pdf');
    });
    const base64 = btoa('%PDF-1.7 preview');
    const requests = renderCard(
      { result, sheetVersion: 1, input },
      { data: { quotationPreviewPdf: { filename: 'Offerte_Sara_Peeters.pdf', base64 } } },
    );
    fireEvent.click(screen.getByRole('button', { name: /quotationCards.pdf/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // The input goes to the server, never the amounts shown on the card.
    expect(requests).toEqual([{ operationName: 'QuotationPreviewPdf', variables: { input } }]);
    expect(await created.mock.calls[0][0].text()).toBe('%PDF-1.7 preview');
  });

  it('offers no PDF while the form is incomplete or nothing is computed', () => {
    renderCard({ result, sheetVersion: 1, input: null }, null);
    expect(screen.getByRole('button', { name: /quotationCards.pdf/ })).toHaveProperty('disabled', true);
  });

  it("says 'Er ging iets mis' when the server refuses", async () => {
    renderCard(
      { result, input },
      { data: null, errors: [{ message: 'no', extensions: { code: 'BAD_INPUT' } }] },
    );
    fireEvent.click(screen.getByRole('button', { name: /quotationCards.pdf/ }));
    expect(await screen.findByText('common.somethingWentWrong')).toBeTruthy();
  });
});
