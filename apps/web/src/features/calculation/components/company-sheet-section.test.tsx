import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { CompanySheetSection } from './company-sheet-section';

const base = {
  company_id: 7,
  company: { id: 7, name: 'Acme' },
  sheet_id: 1,
  version: 4,
  ready: true,
  inherited_from: { id: 2, name: 'Holding' },
  parameters: null,
  statutes: [],
};
const inherited = {
  ...base,
  own: false,
  source: 'ANCESTOR',
  source_company: { id: 2, name: 'Holding' },
  equals_inherited: false,
  can_generate: true,
};
const ownDiffering = {
  ...base,
  sheet_id: 9,
  version: 2,
  own: true,
  source: 'OWN',
  source_company: { id: 7, name: 'Acme' },
  equals_inherited: false,
  can_generate: false,
};

function renderSection(state: object, answer: (operation: SentOperation) => unknown = () => null) {
  const sent: SentOperation[] = [];
  const client = answeringClient((operation) => {
    sent.push(operation);
    if (operation.operationName === 'CompanySheetState') return { data: { companySheetState: state } };
    return answer(operation);
  });
  renderSignedIn(
    client,
    superUserViewer(),
    '/',
    <Route path="/" element={<CompanySheetSection companyId={7} />} />,
  );
  return sent;
}

describe('the calculation sheet section of a company', () => {
  it('says whose sheet a company inherits and offers to generate its own', async () => {
    const sent = renderSection(inherited, () => ({
      data: { generateCalculationSheet: { ...ownDiffering, equals_inherited: true, can_generate: true } },
    }));
    expect(await screen.findByText('calculationSheet.inheritedFrom')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'calculationSheet.delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'calculationSheet.open' }).getAttribute('href')).toBe(
      '/settings/companies/7/calculation-sheet',
    );
    await userEvent.click(screen.getByRole('button', { name: 'calculationSheet.generate' }));
    expect(await screen.findByText('calculationSheet.generated')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      operationName: 'GenerateCalculationSheet',
      variables: { company_id: 7 },
    });
  });

  it('shows badge S for an own sheet that differs, without generate, and the spec text when delete fails', async () => {
    const sent = renderSection(ownDiffering, () => ({
      errors: [{ message: 'boom', extensions: { code: 'SOMETHING_WENT_WRONG' } }],
    }));
    expect(await screen.findByText('S')).toBeTruthy();
    expect(screen.getByText('calculationSheet.differsFromParent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'calculationSheet.generate' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'calculationSheet.delete' }));
    // The confirmation's own button.
    const buttons = await screen.findAllByRole('button', { name: 'calculationSheet.delete' });
    await userEvent.click(buttons.at(-1)!);
    expect(await screen.findByText('calculationSheet.deleteFailed')).toBeTruthy();
    await waitFor(() =>
      expect(sent.some((operation) => operation.operationName === 'DeleteCalculationSheet')).toBe(true),
    );
  });
});
