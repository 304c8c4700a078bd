import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ImportPanel, type ImportOutcome } from './import-panel';

// Without an i18n instance, t() answers the key: the test reads keys instead of one language.
const refusedOutcome: ImportOutcome = {
  applied: false,
  total: 2,
  created: 1,
  updated: 0,
  unchanged: 0,
  refused: 1,
  rows: [
    { row: 2, action: 'create', label: 'An Peeters', reasons: [] },
    {
      row: 3,
      action: 'refused',
      label: 'Bert Peeters',
      reasons: [{ column: 'Statuut', code: 'IMPORT_VALUE_UNKNOWN', message: 'Onbekende waarde: PIRATE' }],
    },
  ],
};
const cleanOutcome: ImportOutcome = {
  ...refusedOutcome,
  created: 2,
  refused: 0,
  rows: [refusedOutcome.rows[0]],
};

function renderPanel(
  preview: () => Promise<ImportOutcome>,
  apply = vi.fn(() => Promise.resolve({ ...cleanOutcome, applied: true })),
) {
  const view = render(
    <App>
      <ImportPanel kind="employees" busy={false} preview={preview} apply={apply} />
    </App>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { apply, input };
}

describe('ImportPanel', () => {
  it('shows the dry run of a chosen file: each row, what happens and why a row is refused; Import stays off', async () => {
    const user = userEvent.setup();
    const preview = vi.fn(() => Promise.resolve(refusedOutcome));
    const { input, apply } = renderPanel(preview);
    await user.upload(
      input,
      new File(['Voornaam;Achternaam;E-mail\n'], 'werknemers.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('import.file')).toBeTruthy();
    expect(screen.getByText('import.refusedNote')).toBeTruthy();
    // Refused rows only, at first: the one that needs correcting.
    const table = screen.getByRole('table');
    expect(within(table).getByText('Statuut: Onbekende waarde: PIRATE')).toBeTruthy();
    expect(within(table).queryByText('An Peeters')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'import.onlyRefused' }));
    expect(within(table).getByText('An Peeters')).toBeTruthy();
    expect(within(table).getByText('import.action.create')).toBeTruthy();
    expect(within(table).getByText('import.action.refused')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'import.apply' }).disabled).toBe(true);
    expect(apply).not.toHaveBeenCalled();
  });

  it('imports a file without refused rows and says so', async () => {
    const user = userEvent.setup();
    const { input, apply } = renderPanel(() => Promise.resolve(cleanOutcome));
    const file = new File(['x'], 'werknemers.csv', { type: 'text/csv' });
    await user.upload(input, file);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'import.apply' });
    expect(button.disabled).toBe(false);
    await user.click(button);
    await waitFor(() => expect(apply).toHaveBeenCalledWith(file));
    expect(await screen.findByText('import.done')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
