import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { BIKE_TYPE, ORDER_STATUS, type OrderStatusCode } from '@spokes/domain/codes';
import { dealerActions } from '@spokes/domain/dealer-actions';
import { errorTranslationKey } from '@spokes/domain/error-codes';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../lib/i18n/i18n';
import { QuotationCard, type QuotationCardData } from '../../features/quotations/components/quotation-card';
import { cardOrderPart } from './employee-quotations-screen';
import { order, quotation, server } from '../../test/quotation-overview-fixtures';

type Scene = {
  status: OrderStatusCode;
  fip?: boolean;
  logs?: number[];
  bikeTypeId?: number;
  autoPlate?: boolean;
  bikeInfoComplete?: boolean;
  duplicatePossible?: boolean;
};

/** A card whose actions are what the server answers: the domain's dealer actions for the scene. */
function card(scene: Scene): QuotationCardData {
  const status = ORDER_STATUS[scene.status];
  const base = quotation([], order({ __typename: 'OrderStatus', ...status } as never), scene.fip ?? false);
  const actions = dealerActions({
    status: scene.status,
    fip: scene.fip ?? false,
    orderLogTypeIds: scene.logs ?? [],
    bikeTypeId: scene.bikeTypeId ?? BIKE_TYPE.MECHANIC_BIKE.id,
    invoiceTargetAllowsAutoPlate: scene.autoPlate ?? false,
    bikeInfoComplete: scene.bikeInfoComplete ?? false,
  });
  return {
    ...base,
    actions,
    bike_type: { id: scene.bikeTypeId ?? BIKE_TYPE.MECHANIC_BIKE.id, name: 'Fiets' },
    order: base.order && {
      ...base.order,
      orderLogs: (scene.logs ?? []).map((id) => ({
        id: 100 + id,
        description: null,
        download_url: null,
        hidden: false,
        license_plate_required: false,
        log_date: '2026-01-06T10:00:00.000Z',
        orderLogType: { id, code: String(id), name: String(id) },
      })),
    },
    duplicate_possible: scene.duplicatePossible ?? true,
    signed_online: false,
    bike_info_complete: scene.bikeInfoComplete ?? false,
    pdf_url: '/files/quotations/7/pdf',
  };
}

const bike = {
  id: 21,
  bike_brand_fk: 4,
  model: null,
  comment: null,
  key_number_1: null,
  key_number_2: null,
  frame_number: null,
  sticker_number: null,
  license_number: null,
  accu_number: null,
  control_number: null,
  barcode_x12: null,
  service_pass: null,
};

function renderCard(value: QuotationCardData, answers: Record<string, unknown> = {}) {
  const client = server(answers);
  const onDuplicate = vi.fn();
  render(
    <Provider value={client}>
      <MemoryRouter>
        <App>
          <QuotationCard
            quotation={value}
            superUser={false}
            highlighted={false}
            busy={false}
            duplicating={false}
            onActiveChange={() => {}}
            onDuplicate={onDuplicate}
            orderPart={cardOrderPart(value, { statuses: [], superUser: false })}
          />
        </App>
      </MemoryRouter>
    </Provider>,
  );
  return { onDuplicate };
}

const ORDER_BUTTONS = [
  'quotationOverview.uploadQuotationDocument',
  'quotationOverview.uploadSignedDocuments',
  'quotationCards.retryUpload',
  'quotationCards.requestLicensePlate',
  'quotationOverview.uploadDeliveryDocuments',
  'quotationCards.completeBikeInfo',
  'quotationOverview.createReceipt',
  'quotationOverview.documents',
];
const shownButtons = () => ORDER_BUTTONS.filter((name) => screen.queryByRole('button', { name }) !== null);

describe('the order buttons of a quotation card (spec 02 section 4)', () => {
  it('shows nothing at status 1 for a company without FIP', () => {
    renderCard(card({ status: 'NEW' }));
    expect(shownButtons()).toEqual([]);
  });

  it("offers 'upload a quote' at status 1 for FIP, until the quotation document is there", () => {
    renderCard(card({ status: 'NEW', fip: true }));
    expect(shownButtons()).toEqual(['quotationOverview.uploadQuotationDocument']);
  });

  it('hides it once a quotation document (log type 5) exists', () => {
    renderCard(card({ status: 'NEW', fip: true, logs: [5] }));
    expect(shownButtons()).toEqual([]);
  });

  it('offers documents only at status 2 and 3 without FIP', () => {
    renderCard(card({ status: 'SEND_TO_DECIDER' }));
    expect(shownButtons()).toEqual(['quotationOverview.documents']);
  });

  it('offers the upload from new at status 2 for FIP', () => {
    renderCard(card({ status: 'SIGNED', fip: true, logs: [2] }));
    expect(shownButtons()).toEqual([
      'quotationOverview.uploadSignedDocuments',
      'quotationOverview.documents',
    ]);
  });

  it('offers the error-retry instead when both logs 2 and 5 exist, and it resets the order', async () => {
    renderCard(card({ status: 'SEND_TO_DECIDER', fip: true, logs: [2, 5] }), {
      RetryOrderUpload: { retryOrderUpload: { __typename: 'Quotation', id: 7 } },
    });
    expect(shownButtons()).toEqual(['quotationCards.retryUpload', 'quotationOverview.documents']);
    fireEvent.click(screen.getByRole('button', { name: 'quotationCards.retryUpload' }));
    expect(await screen.findByText('quotationCards.retried')).toBeTruthy();
  });

  it('offers the plate request at status 4 only for a speed pedelec whose invoice target requests plates', () => {
    renderCard(card({ status: 'APPROVED', bikeTypeId: BIKE_TYPE.SPEED_PEDELEC.id, autoPlate: true }));
    expect(shownButtons()).toEqual([
      'quotationCards.requestLicensePlate',
      'quotationCards.completeBikeInfo',
      'quotationOverview.documents',
    ]);
  });

  it('leaves the plate request out once a CoC (log type 8) exists, or without the automatic request', () => {
    renderCard(
      card({ status: 'DELIVERED', bikeTypeId: BIKE_TYPE.SPEED_PEDELEC.id, autoPlate: true, logs: [8] }),
    );
    expect(shownButtons()).toEqual(['quotationCards.completeBikeInfo', 'quotationOverview.documents']);
  });

  it('disables complete bike info once the bike info is complete', () => {
    renderCard(card({ status: 'DELIVERED', bikeInfoComplete: true }));
    expect(screen.getByRole('button', { name: 'quotationCards.completeBikeInfo' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers the delivery upload, complete bike info and documents at status 5', () => {
    renderCard(card({ status: 'DELIVERABLE' }));
    expect(shownButtons()).toEqual([
      'quotationOverview.uploadDeliveryDocuments',
      'quotationCards.completeBikeInfo',
      'quotationOverview.documents',
    ]);
    expect(screen.getByRole('button', { name: 'quotationCards.completeBikeInfo' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('opens the documents list in a dialog', async () => {
    renderCard(card({ status: 'DELIVERABLE' }));
    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.documents' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('quotationOverview.documents')).toHaveLength(1);
  });
});

describe('the duplicate button of a quotation card', () => {
  it('shows the bike type, brand and model and the sheet version the amounts were computed with', () => {
    const base = card({ status: 'DELIVERABLE' });
    renderCard({
      ...base,
      bike_brand: { id: 4, name: 'Gazelle' },
      order: base.order && { ...base.order, bike: { ...bike, model: 'Ultimate C8' } },
    });
    for (const [label, value] of [
      ['quotationOverview.bikeType', 'Fiets'],
      ['bike.brand', 'Gazelle'],
      ['bike.model', 'Ultimate C8'],
      ['quotationCalculation.sheet', 'quotationCalculation.versionValue'],
    ])
      expect(screen.getByText(label).closest('.ant-descriptions-item')?.textContent).toContain(value);
  });

  it('duplicates when the check allows it', () => {
    const { onDuplicate } = renderCard(card({ status: 'NEW' }));
    fireEvent.click(screen.getByRole('button', { name: /quotationCards.duplicate/ }));
    expect(onDuplicate).toHaveBeenCalled();
  });

  it("is disabled with the 'Kan niet dupliceren.' tooltip when the check fails", async () => {
    renderCard(card({ status: 'NEW', duplicatePossible: false }));
    const duplicate = screen.getByRole('button', { name: /quotationCards.duplicate/ });
    expect(duplicate).toHaveProperty('disabled', true);
    fireEvent.mouseEnter(screen.getByTestId('duplicate'));
    await waitFor(() => expect(screen.getByText(errorTranslationKey('CANNOT_DUPLICATE'))).toBeTruthy());
  });
});
