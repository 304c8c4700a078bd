import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form, Switch } from 'antd';
import { ReferenceTable } from './reference-table';

// Without an i18n instance, t() answers the key: the test reads keys instead of one language.
const rows = [
  { id: 1, name: 'Stadsfiets', code: 'CITY' },
  { id: 2, name: 'Speed pedelec', code: 'SPEED' },
];

describe('ReferenceTable', () => {
  it('lists names and codes read-only when no mutation is given', () => {
    render(<ReferenceTable title="Fiets types" rows={rows} loading={false} />);
    expect(screen.getByRole('cell', { name: 'Stadsfiets' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'SPEED' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('creates a row with the name and code typed in the dialog', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(() => Promise.resolve());
    render(<ReferenceTable title="Variants" rows={rows} loading={false} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: /referenceTable.new/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('referenceTable.name'), ' Bakfiets ');
    await user.type(within(dialog).getByLabelText('referenceTable.code'), 'CARGO');
    await user.click(within(dialog).getByRole('button', { name: 'referenceTable.save' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith({ name: 'Bakfiets', code: 'CARGO' }));
  });

  it('edits a row, keeping its code', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() => Promise.resolve());
    render(<ReferenceTable title="Variants" rows={rows} loading={false} onUpdate={onUpdate} />);
    await user.click(screen.getByRole('button', { name: 'referenceTable.rename Speed pedelec' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('referenceTable.code').disabled).toBe(true);
    const name = within(dialog).getByLabelText('referenceTable.name');
    await user.clear(name);
    await user.type(name, 'S-pedelec');
    await user.click(within(dialog).getByRole('button', { name: 'referenceTable.save' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        rows[1],
        expect.objectContaining({ name: 'S-pedelec', code: 'SPEED' }),
      ),
    );
  });

  it('deletes a row only after the confirmation', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve());
    render(<ReferenceTable title="Variants" rows={rows} loading={false} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'referenceTable.delete Stadsfiets' }));
    expect(onDelete).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'referenceTable.delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(rows[0]));
  });

  it("sends a table's own field with the name, and shows a refusal at the field it names", async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(() => Promise.resolve({ field: 'code', message: 'Deze code is al in gebruik' }));
    render(
      <ReferenceTable
        title="Merken"
        rows={rows}
        loading={false}
        onCreate={onCreate}
        extraFields={() => (
          <Form.Item name="hidden_public_website" label="hidden" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: /referenceTable.new/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('referenceTable.name'), 'Ridley');
    // Typed in small letters, sent in capitals.
    await user.type(within(dialog).getByLabelText('referenceTable.code'), 'ridley');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'referenceTable.save' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'Ridley', code: 'RIDLEY', hidden_public_website: true }),
    );
    expect(await within(dialog).findByText('Deze code is al in gebruik')).toBeTruthy();
  });
});
