import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { App } from 'antd';
import { Provider } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTranslations } from '@spokes/domain/errors';
import { i18n } from '../../../lib/i18n/i18n';
import type { BikePanelQuotationFragment } from '../../../generated/graphql';
import { BikePanel } from './bike-panel';

beforeAll(() => {
  // The domain's error texts in nl, as the server's catalogue serves them.
  const nl = Object.fromEntries(Object.entries(errorTranslations).map(([key, texts]) => [key, texts.nl]));
  i18n.addResourceBundle('nl', 'translation', { ...nl, 'bike.earliestDeliveryText': 'Pas vanaf {{date}}' });
});

const storedBike = {
  __typename: 'Bike' as const,
  id: 7,
  bike_brand_fk: 3,
  model: 'Stromer ST3',
  comment: null,
  key_number_1: 'K1',
  key_number_2: null,
  frame_number: 'WSB12345678901234',
  sticker_number: '12345678',
  license_number: 'SAB123',
  accu_number: 'ACCU1',
  control_number: '123',
  barcode_x12: null,
  service_pass: null,
};

function quotation(
  overrides: { locked?: boolean; earliest?: string | null; maintenance?: number; bike?: null } = {},
) {
  return {
    __typename: 'Quotation',
    id: 40,
    maintenance_amount: overrides.maintenance ?? 0,
    earliest_delivery_date: overrides.earliest ?? null,
    bike_type: { __typename: 'BikeType', id: 1, name: 'Speed pedelec' },
    bike_brand: { __typename: 'BikeBrand', id: 3 },
    order: {
      __typename: 'Order',
      id: 90,
      bike_locked: overrides.locked ?? false,
      bike: overrides.bike === null ? null : storedBike,
    },
  };
}

type Answer = { data?: unknown; errors?: unknown[] };

/** A server that lists one brand and answers updateBike with `saved`. */
function server(saved: Answer) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string };
    const answer: Answer =
      body.operationName === 'BikePanelBrands'
        ? { data: { bikeBrands: [{ __typename: 'BikeBrand', id: 3, name: 'Stromer' }] } }
        : saved;
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return {
    fetch,
    client: new Client({
      url: 'http://localhost/graphql',
      exchanges: [fetchExchange],
      fetch,
      preferGetMethod: false,
    }),
  };
}

function savedAnswer(frameNumberChanged: boolean) {
  return {
    data: {
      updateBike: {
        __typename: 'UpdateBikeResult',
        frame_number_changed: frameNumberChanged,
        quotation_id: 7,
      },
    },
  };
}

function renderPanel(q: BikePanelQuotationFragment, saved: Answer = savedAnswer(false)) {
  const { fetch, client } = server(saved);
  render(
    <Provider value={client}>
      <App>
        <BikePanel quotation={q} />
      </App>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /bike\.edit/ }));
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label);
  const save = () => within(dialog).getByRole('button', { name: 'bike.save' });
  return { fetch, dialog, field, save };
}

/** Types a whole value at once: typing key by key re-validates the whole form on every key. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('BikePanel', () => {
  it('shows the sticker with its fixed BIKE prefix and keeps only its 8 digits', async () => {
    const { dialog, field } = renderPanel(quotation());
    expect(within(dialog).getByText('BIKE')).toBeTruthy();
    fill(field('bike.stickerNumber'), '1234');
    expect(await within(dialog).findByText('Exact 8 numerieke tekens')).toBeTruthy();
    fill(field('bike.stickerNumber'), 'BIKE123456789');
    expect(field('bike.stickerNumber')).toHaveProperty('value', '12345678');
    await waitFor(() => expect(within(dialog).queryByText('Exact 8 numerieke tekens')).toBeNull());
  });

  it('shows the max-length hint for 2 seconds', async () => {
    vi.useFakeTimers();
    try {
      const { dialog, field } = renderPanel(quotation());
      fill(field('bike.stickerNumber'), '87654321');
      expect(within(dialog).getByTestId('bike-sticker-hint')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(1900));
      expect(within(dialog).queryByTestId('bike-sticker-hint')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(200));
      expect(within(dialog).queryByTestId('bike-sticker-hint')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('groups the service pass by 4 in capitals and checks its length and prefix', async () => {
    const { dialog, field } = renderPanel(quotation({ maintenance: 1500 }));
    fill(field('bike.servicePass'), '3120abcd12345678901');
    expect(field('bike.servicePass')).toHaveProperty('value', '3120 ABCD 1234 5678 901');
    fill(field('bike.servicePass'), '3120 ABCD 1234');
    expect(await within(dialog).findByText('Servicepas moet bestaan uit 19 karakters')).toBeTruthy();
    fill(field('bike.servicePass'), '4120ABCD12345678901');
    expect(await within(dialog).findByText('Servicepas moet beginnen met 3120')).toBeTruthy();
  });

  it('requires 17 characters and uppercases the frame number of a speed pedelec', async () => {
    const { dialog, field } = renderPanel(quotation());
    fill(field('bike.frameNumber'), 'wsb123');
    expect(field('bike.frameNumber')).toHaveProperty('value', 'WSB123');
    expect(await within(dialog).findByText('17 tekens')).toBeTruthy();
  });

  it("offers the quotation's brand for the first bike", async () => {
    const { dialog } = renderPanel(quotation({ bike: null }));
    expect(await within(dialog).findByTitle('Stromer')).toBeTruthy();
  });

  it('disables the fields and the save of a locked bike, and says why', () => {
    const { dialog, field, save } = renderPanel(quotation({ locked: true }));
    expect(within(dialog).getByText('De fietsgegevens zijn vergrendeld')).toBeTruthy();
    expect(field('bike.frameNumber')).toHaveProperty('disabled', true);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('saves, toasts "modified" and warns about a new frame number', async () => {
    const { fetch, save } = renderPanel(quotation(), savedAnswer(true));
    fireEvent.click(save());
    expect(await screen.findByText('bike.modified')).toBeTruthy();
    expect(
      await screen.findByText('Nieuw framenummer! Gelieve de inschrijvingsdocumenten op te laden'),
    ).toBeTruthy();
    const sent = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent.find((body) => body.operationName === 'UpdateBike')?.variables).toMatchObject({
      order_id: 90,
      input: { frame_number: 'WSB12345678901234', sticker_number: '12345678' },
    });
  });

  it('warns that a bike with a future earliest delivery date may be delivered only from then', async () => {
    const { save } = renderPanel(quotation({ earliest: '2099-06-15T09:00:00.000Z' }));
    fireEvent.click(save());
    expect(await screen.findByText('Pas vanaf 15/06/2099')).toBeTruthy();
    expect(
      screen.queryByText('Nieuw framenummer! Gelieve de inschrijvingsdocumenten op te laden'),
    ).toBeNull();
  });

  it("shows the server's field errors on their fields", async () => {
    const refused = {
      errors: [
        {
          message: 'Bad input',
          extensions: {
            code: 'BAD_INPUT',
            i18nKey: 'errors.badInput',
            details: { fields: { frame_number: 'REQUIRED' } },
          },
        },
      ],
    };
    const { dialog, save } = renderPanel(quotation(), refused);
    fireEvent.click(save());
    expect(await within(dialog).findByText('veld is leeg')).toBeTruthy();
  });
});
