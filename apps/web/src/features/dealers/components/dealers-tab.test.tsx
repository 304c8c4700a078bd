import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { DealersTab } from './dealers-tab';

const dealer = (id: number, name: string, values: Record<string, unknown> = {}) => ({
  __typename: 'SettingsDealer',
  id,
  name,
  contact: null,
  language: 'nl',
  account_manager: null,
  email: null,
  tel: null,
  street: null,
  zip_code: null,
  city: 'Gent',
  active: true,
  internal_use_only: false,
  ...values,
});

function renderTab() {
  const sent: SentOperation[] = [];
  const client = answeringClient((operation) => {
    sent.push(operation);
    switch (operation.operationName) {
      case 'SettingsDealers':
        return {
          data: {
            settingsDealers: {
              __typename: 'SettingsDealerPage',
              total: 2,
              page: 1,
              size: 20,
              items: [
                dealer(-1, 'BACKOFFICE', { city: null, internal_use_only: true }),
                dealer(4, 'Fietsen Jan'),
              ],
            },
          },
        };
      case 'SetDealersActive':
        return {
          data: {
            setDealersActive: (operation.variables.ids as number[]).map((id) => ({
              __typename: 'SettingsDealer',
              id,
              active: operation.variables.active,
            })),
          },
        };
      case 'SetDealerInternalUseOnly':
        return {
          data: {
            setDealerInternalUseOnly: { __typename: 'SettingsDealer', id: 4, internal_use_only: true },
          },
        };
      default:
        return { data: null, errors: [{ message: 'unexpected' }] };
    }
  });
  renderSignedIn(
    client,
    superUserViewer(),
    '/settings/dealers',
    <Route path="/settings/dealers" element={<DealersTab />} />,
  );
  return sent;
}

describe('DealersTab', () => {
  it('lists the dealers with their city, and offers no delete for BACKOFFICE', async () => {
    renderTab();
    expect(await screen.findByRole('button', { name: 'Fietsen Jan' })).toBeTruthy();
    expect(screen.getByText('Gent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'dealers.delete Fietsen Jan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'dealers.delete BACKOFFICE' })).toBeNull();
  });

  it('saves internal use only at once', async () => {
    const sent = renderTab();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'dealers.internalUseOnly Fietsen Jan' }));
    await waitFor(() =>
      expect(
        sent.find((operation) => operation.operationName === 'SetDealerInternalUseOnly')?.variables,
      ).toEqual({
        id: 4,
        internal_use_only: true,
      }),
    );
  });

  it('sets the selected dealers inactive, leaving BACKOFFICE out', async () => {
    const sent = renderTab();
    await screen.findByRole('button', { name: 'Fietsen Jan' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'list.selectAll' }));
    fireEvent.click(await screen.findByRole('button', { name: 'dealers.setInactive' }));
    await waitFor(() =>
      expect(sent.find((operation) => operation.operationName === 'SetDealersActive')?.variables).toEqual({
        ids: [4],
        active: false,
      }),
    );
  });
});
