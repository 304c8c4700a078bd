import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTranslations } from '@spokes/domain/errors';
import type { DealerInfoFieldsFragment } from '../../../generated/graphql';
import { i18n } from '../../../lib/i18n/i18n';
import { DealerInfoForm } from './dealer-info-form';

const dealer: DealerInfoFieldsFragment = {
  id: 7,
  official_registration_name: 'Fietsen Peeters BV',
  tel_backoffice: '+32470123456',
  email: 'backoffice@peeters.be',
  name: 'Fietsen Peeters',
  tel: '+3291234567',
  email_customers: 'winkel@peeters.be',
  zip_code: '9000',
  street: 'Kerkstraat 1',
  city: 'Gent',
  website_url: 'https://www.peeters.be',
  active: true,
  vat_id: 'BE0411905847',
  bike_brand_ids: [2],
  internal_editable: true,
};
const brands = [
  { id: 1, name: 'Gazelle' },
  { id: 2, name: 'Cube' },
];

beforeAll(() => {
  // The domain's error texts in nl, as the server's catalogue serves them.
  const nl = Object.fromEntries(Object.entries(errorTranslations).map(([key, texts]) => [key, texts.nl]));
  i18n.addResourceBundle('nl', 'translation', nl);
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function renderForm(values: Partial<DealerInfoFieldsFragment> = {}, stored?: DealerInfoFieldsFragment) {
  const onSave = vi.fn(async () => stored ?? null);
  const onDirtyChange = vi.fn();
  render(
    <App>
      <DealerInfoForm
        dealer={{ ...dealer, ...values }}
        brands={brands}
        saving={false}
        onSave={onSave}
        onDirtyChange={onDirtyChange}
      />
    </App>,
  );
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return {
    onSave,
    onDirtyChange,
    save: () => button('dealerInfo.save'),
    cancel: () => button('dealerInfo.cancel'),
  };
}

describe('DealerInfoForm', () => {
  it('enables Save and Cancel once a value changes, and Cancel puts the saved values back', async () => {
    const { save, cancel, onDirtyChange } = renderForm();
    expect(save().disabled).toBe(true);
    expect(cancel().disabled).toBe(true);
    fill('dealerInfo.city', 'Gentbrugge');
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(cancel().disabled).toBe(false);
    // The form tells its page in an effect, which may run after the render that enabled the buttons.
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(cancel());
    await waitFor(() => expect(cancel().disabled).toBe(true));
    expect(save().disabled).toBe(true);
    expect((screen.getByLabelText('dealerInfo.city') as HTMLInputElement).value).toBe('Gent');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('shows at once why a stored value keeps Save disabled', async () => {
    renderForm({ vat_id: 'BE0458508918', official_registration_name: null });
    expect(await screen.findByText('ongeldig vat nummer')).toBeTruthy();
    // An empty field waits until it is touched.
    expect(screen.queryByText('veld is leeg')).toBeNull();
  });

  it("shows each field's spec text and keeps Save disabled while one is invalid", async () => {
    const { save } = renderForm();
    fill('dealerInfo.emailCustomers', 'x');
    fill('dealerInfo.telCustomers', '123');
    fill('dealerInfo.website', 'not a site');
    fill('dealerInfo.zipCode', 'abc');
    fill('dealerInfo.vatId', 'BE0411905848');
    fill('dealerInfo.street', ' ');
    for (const text of [
      'ongeldig e-mail adres',
      'ongeldig tel nummer',
      'ongeldige website url',
      'ongeldige postcode',
      'ongeldig vat nummer',
      'veld is leeg',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('saves the whole form for a super user and starts over from what the server stored', async () => {
    const stored = { ...dealer, tel: '+3291111111', city: 'Gentbrugge' };
    const { save, cancel, onSave } = renderForm({}, stored);
    fill('dealerInfo.city', 'Gentbrugge');
    fill('dealerInfo.telCustomers', '09 111 11 11');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        official_registration_name: 'Fietsen Peeters BV',
        city: 'Gentbrugge',
        tel: '09 111 11 11',
        active: true,
        bike_brand_ids: [2],
      }),
    );
    // Saved: the normalised phone shows, and neither Save nor Cancel has anything to do.
    await waitFor(() =>
      expect((screen.getByLabelText('dealerInfo.telCustomers') as HTMLInputElement).value).toBe(
        '+3291111111',
      ),
    );
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(cancel().disabled).toBe(true);
  });

  it('gives a dealer admin the internal column and the in-use switch read-only, and sends the external data only', async () => {
    const { save, onSave } = renderForm(
      { internal_editable: false, official_registration_name: null },
      { ...dealer, internal_editable: false },
    );
    expect((screen.getByLabelText('dealerInfo.officialRegistrationName') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'dealerInfo.inUse' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fill('dealerInfo.shopName', 'Peeters Fietsen');
    // The empty official name is the back office's to fill: it does not block this save.
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const input = (onSave.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(input).toMatchObject({ name: 'Peeters Fietsen', bike_brand_ids: [2] });
    expect(input).not.toHaveProperty('official_registration_name');
    expect(input).not.toHaveProperty('email');
    expect(input).not.toHaveProperty('active');
  });
});
