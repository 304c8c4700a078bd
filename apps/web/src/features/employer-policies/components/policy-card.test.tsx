import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { errorTranslationKey } from '@spokes/domain/error-codes';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { PolicyCard } from './policy-card';

type Policy = {
  allowed_bike_type_ids: number[] | null;
  max_bike_value: number | null;
  max_monthly_lease: number | null;
  when_fits: 'approve' | 'ask';
  when_not_fits: 'refuse' | 'ask';
  refusal_reason: string | null;
};

const companyPolicy = (own: boolean, policy: Policy | null, source: [number, string] | null = null) => ({
  __typename: 'CompanyEmployerPolicy',
  company_id: 2,
  own,
  source_company_id: source?.[0] ?? null,
  source_company_name: source?.[1] ?? null,
  policy: policy && { __typename: 'EmployerPolicy', ...policy },
});

const HOLDING_POLICY: Policy = {
  allowed_bike_type_ids: [2, 5],
  max_bike_value: 400000,
  max_monthly_lease: 12000,
  when_fits: 'approve',
  when_not_fits: 'ask',
  refusal_reason: null,
};

/** A server whose company inherits `policy` (or has none); a save answers `saveAnswer`. */
function renderCard(current: ReturnType<typeof companyPolicy>, saveAnswer?: unknown) {
  const sent: SentOperation[] = [];
  const client = answeringClient((operation) => {
    sent.push(operation);
    if (operation.operationName === 'SetEmployerPolicy')
      return saveAnswer ?? { data: { setEmployerPolicy: { ...current, own: true } } };
    return { data: { employerPolicy: current } };
  });
  render(
    <Provider value={client}>
      <App>
        <PolicyCard companyId={2} companyName="Bakkerij Noord" superUser={false} />
      </App>
    </Provider>,
  );
  return sent;
}

const saveButton = () => screen.getByRole('button', { name: 'employerPolicies.save' });

describe('PolicyCard', () => {
  it('shows an inherited policy with whose it is, amounts in euro, and offers an own one', async () => {
    renderCard(companyPolicy(false, HOLDING_POLICY, [1, 'Holding Noord']));
    expect(await screen.findByText('employerPolicies.inheritedFrom')).toBeTruthy();
    expect(screen.getByText('documents.bikeType.MECHANIC_BIKE, documents.bikeType.ELEC_BIKE')).toBeTruthy();
    expect(screen.getByText('€ 4.000,00')).toBeTruthy();
    expect(screen.getByText('€ 120,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'employerPolicies.setOwn' })).toBeTruthy();
    // Nothing of its own to remove; the audit is the super users'.
    expect(screen.queryByRole('button', { name: 'employerPolicies.remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: /audit.history/ })).toBeNull();
  });

  it('says when no policy applies', async () => {
    renderCard(companyPolicy(false, null));
    expect(await screen.findByText('employerPolicies.none')).toBeTruthy();
  });

  it('requires a reason with an automatic refusal, then saves the policy in cents', async () => {
    const user = userEvent.setup();
    const sent = renderCard(companyPolicy(false, null));
    await user.click(await screen.findByRole('button', { name: 'employerPolicies.setOwn' }));
    const drawer = await screen.findByRole('dialog');
    // Unchanged, a new policy has nothing to save.
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    await user.type(within(drawer).getByLabelText('employerPolicies.maxBikeValue'), '3500,50');
    await user.click(within(drawer).getByLabelText('employerPolicies.whenNotFits.refuse'));
    expect(await within(drawer).findByText(errorTranslationKey('REFUSAL_REASON_REQUIRED'))).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.type(within(drawer).getByLabelText('employerPolicies.refusalReason'), 'Te duur');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    await user.click(saveButton());
    await waitFor(() =>
      expect(sent.find((operation) => operation.operationName === 'SetEmployerPolicy')?.variables).toEqual({
        company_id: 2,
        input: {
          allowed_bike_type_ids: null,
          max_bike_value: 350050,
          max_monthly_lease: null,
          when_fits: 'ask',
          when_not_fits: 'refuse',
          refusal_reason: 'Te duur',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses "only these bike types" with none chosen, and shows a server refusal at its field', async () => {
    const user = userEvent.setup();
    const code = 'AMOUNT_INVALID';
    renderCard(companyPolicy(true, { ...HOLDING_POLICY, allowed_bike_type_ids: null }), {
      errors: [
        {
          message: 'BAD_INPUT',
          extensions: { code: 'BAD_INPUT', details: { fields: { max_monthly_lease: code } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'employerPolicies.edit' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByLabelText('employerPolicies.someBikeTypes'));
    expect(await within(drawer).findByText(errorTranslationKey('POLICY_BIKE_TYPE_REQUIRED'))).toBeTruthy();
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    await user.click(within(drawer).getByLabelText('employerPolicies.allBikeTypes'));
    await user.clear(within(drawer).getByLabelText('employerPolicies.maxMonthlyLease'));
    await user.type(within(drawer).getByLabelText('employerPolicies.maxMonthlyLease'), '99');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    await user.click(saveButton());
    expect(await within(drawer).findByText(errorTranslationKey(code))).toBeTruthy();
  });
});
