import { render, screen } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { answeringClient } from '../../../test/answering-client';
import { PolicyFitNotice } from './policy-fit-notice';

const verdict = (values: Record<string, unknown>) => ({
  data: {
    quotationPolicyFit: {
      __typename: 'QuotationPolicyFit',
      quotation_id: 7,
      has_policy: true,
      fits: true,
      outcome: 'approve',
      policy_company_id: 1,
      policy_company_name: 'Holding Noord',
      refusal_reason: null,
      reasons: [],
      ...values,
    },
  },
});

const misfit = (code: string, key: string, values: Record<string, unknown>) => ({
  __typename: 'PolicyMisfit',
  code,
  key,
  bike_type_id: null,
  value: null,
  max: null,
  ...values,
});

function renderNotice(answer: unknown) {
  const { container } = render(
    <Provider value={answeringClient(() => answer)}>
      <PolicyFitNotice quotationId={7} />
    </Provider>,
  );
  return container;
}

afterEach(() => i18n.removeResourceBundle('nl', 'translation'));

describe('PolicyFitNotice', () => {
  it('says a fitting quotation will be approved automatically, naming whose policy', async () => {
    i18n.addResourceBundle('nl', 'translation', {
      'employerPolicies.fits': 'Past binnen het beleid van {{company}}',
      'employerPolicies.outcome.approve': 'Wordt automatisch goedgekeurd',
    });
    renderNotice(verdict({}));
    expect(await screen.findByText('Past binnen het beleid van Holding Noord')).toBeTruthy();
    expect(screen.getByText('Wordt automatisch goedgekeurd')).toBeTruthy();
  });

  it('lists every reason with the bike type by name and amounts in euro, and the refusal reason', async () => {
    i18n.addResourceBundle('nl', 'translation', {
      'employerPolicies.notFits': 'Past niet binnen het beleid van {{company}}',
      'employerPolicies.misfit.bikeTypeNotAllowed': 'Fietstype {{bikeType}} is niet toegestaan',
      'employerPolicies.misfit.bikeValueAboveMax': 'Waarde fiets {{value}} is hoger dan het maximum {{max}}',
      'employerPolicies.outcome.refuse': 'Wordt automatisch geweigerd',
      'employerPolicies.refusalReasonShown': 'Reden: {{reason}}',
      'documents.bikeType.SPEED_PEDELEC': 'Speed pedelec',
    });
    renderNotice(
      verdict({
        fits: false,
        outcome: 'refuse',
        refusal_reason: 'Enkel gewone fietsen',
        reasons: [
          misfit('BIKE_TYPE_NOT_ALLOWED', 'employerPolicies.misfit.bikeTypeNotAllowed', { bike_type_id: 1 }),
          misfit('BIKE_VALUE_ABOVE_MAX', 'employerPolicies.misfit.bikeValueAboveMax', {
            value: 612345,
            max: 400000,
          }),
        ],
      }),
    );
    expect(await screen.findByText('Past niet binnen het beleid van Holding Noord')).toBeTruthy();
    expect(screen.getByText('Fietstype Speed pedelec is niet toegestaan')).toBeTruthy();
    expect(screen.getByText('Waarde fiets € 6.123,45 is hoger dan het maximum € 4.000,00')).toBeTruthy();
    expect(screen.getByText('Wordt automatisch geweigerd')).toBeTruthy();
    expect(screen.getByText('Reden: Enkel gewone fietsen')).toBeTruthy();
  });

  it('says the employer decides on a misfit the policy leaves to them', async () => {
    renderNotice(
      verdict({
        fits: false,
        outcome: 'ask',
        reasons: [misfit('MONTHLY_LEASE_ABOVE_MAX', 'employerPolicies.misfit.monthlyLeaseAboveMax', {})],
      }),
    );
    expect(await screen.findByText('employerPolicies.outcome.ask')).toBeTruthy();
    expect(screen.getByText('employerPolicies.misfit.monthlyLeaseAboveMax')).toBeTruthy();
  });

  it('shows nothing where no policy applies', async () => {
    let asked = false;
    const { container } = render(
      <Provider
        value={answeringClient(() => {
          asked = true;
          return verdict({ has_policy: false, fits: null, outcome: 'ask', policy_company_name: null });
        })}
      >
        <PolicyFitNotice quotationId={7} />
      </Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(true);
    expect(container.textContent).toBe('');
  });
});
