import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTranslations } from '@spokes/domain/errors';
import { i18n } from '../../../lib/i18n/i18n';
import type { ManagedUser } from './user-columns';
import { UserFormDrawer } from './user-form-drawer';

const manager = { userId: 1, superUser: false, admin: true, dealerIds: [10], companyIds: [] };
const assignables = { dealers: [{ id: 10, name: 'Fietsen Jan' }], companies: [] };
const existing: ManagedUser = {
  id: 2,
  email: 'ines@demo.test',
  first_name: 'Ines',
  last_name: 'Peeters',
  language: 'nl',
  admin: false,
  superUser: false,
  backoffice: false,
  isPortaluser: false,
  dealerIds: [10],
  companyIds: [],
  kind: 'DEALER',
  login_time: null,
};

beforeAll(() => {
  // The domain's error texts in nl, as the server's catalogue serves them.
  const nl = Object.fromEntries(Object.entries(errorTranslations).map(([key, texts]) => [key, texts.nl]));
  i18n.addResourceBundle('nl', 'translation', nl);
});

/** Types a whole value at once: typing key by key re-validates the whole form on every key. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function renderForm(user: ManagedUser | null) {
  const onSave = vi.fn();
  render(
    <UserFormDrawer
      kind="DEALER"
      manager={manager}
      assignables={assignables}
      user={user}
      saving={false}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  const save = () => screen.getByRole('button', { name: 'userManagement.save' });
  return { onSave, save };
}

describe('UserFormDrawer', () => {
  it('keeps Save disabled until every field is valid', async () => {
    const { save } = renderForm(null);
    expect(save()).toHaveProperty('disabled', true);
    fill(screen.getByLabelText('userManagement.firstName'), 'Rik');
    fill(screen.getByLabelText('userManagement.lastName'), 'Weg');
    expect(save()).toHaveProperty('disabled', true);
    fill(screen.getByLabelText('userManagement.email'), 'rik@demo.test');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  });

  it("shows the domain schema's message at the field, in the user's language", async () => {
    renderForm(null);
    fill(screen.getByLabelText('userManagement.email'), 'not-an-address');
    expect(await screen.findByText('ongeldig e-mail adres')).toBeTruthy();
    fill(screen.getByLabelText('userManagement.firstName'), '   ');
    expect(await screen.findByText('veld is leeg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'userManagement.save' })).toHaveProperty('disabled', true);
  });

  it('keeps Save disabled on an unchanged user, and enables it after a change', async () => {
    const { save, onSave } = renderForm(existing);
    await waitFor(() =>
      expect(screen.getByLabelText('userManagement.firstName')).toHaveProperty('value', 'Ines'),
    );
    expect(save()).toHaveProperty('disabled', true);
    fill(screen.getByLabelText('userManagement.lastName'), 'Peeters-Claes');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ last_name: 'Peeters-Claes' })),
    );
  });
});
