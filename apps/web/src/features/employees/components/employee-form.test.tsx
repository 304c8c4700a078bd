import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTranslations } from '@spokes/domain/errors';
import { i18n } from '../../../lib/i18n/i18n';
import { EmployeeForm } from './employee-form';
import {
  EMPTY_EMPLOYEE,
  employeeInput,
  newEmployeeFields,
  type EmployeeFormFields,
} from './employee-form-model';

const company = {
  __typename: 'CompanyInfo' as const,
  id: 5,
  name: 'Acme',
  employee_required_fields: ['employee_number'],
  custom_employee_properties: [
    { __typename: 'CustomEmployeeProperty' as const, name: 'Dienst', type: 'text', required: true },
  ],
  employeeStatutes: [{ __typename: 'EmployeeStatute' as const, id: 1, name: 'Bediende' }],
  employeeTitles: [{ __typename: 'EmployeeTitle' as const, id: 1, name: 'Dhr.' }],
  languages: [{ __typename: 'Language' as const, id: 1, code: 'nl', name: 'Nederlands' }],
};

const complete: EmployeeFormFields = {
  ...EMPTY_EMPLOYEE,
  first_name: 'An',
  last_name: 'Peeters',
  email: 'an@acme.be',
  tel: '0470123456',
  employee_statute_fk: 1,
  language_fk: 1,
  employee_number: 'E1',
  street: 'Kerkstraat',
  house_number: '1',
  zip_code: '9000',
  city: 'Gent',
  date_of_birth: '28/02/1990',
  custom_properties: { Dienst: 'IT' },
};

beforeAll(() => {
  const nl = Object.fromEntries(Object.entries(errorTranslations).map(([key, texts]) => [key, texts.nl]));
  i18n.addResourceBundle('nl', 'translation', { ...nl, 'common.stillNeeded': 'Nog: {{fields}}' });
});

function renderForm(initial: EmployeeFormFields, extra: Partial<Parameters<typeof EmployeeForm>[0]> = {}) {
  const onSave = vi.fn();
  const onChange = vi.fn();
  render(
    <App>
      <EmployeeForm
        company={company}
        initial={initial}
        saving={false}
        serverErrors={{}}
        savedEmployeeId={null}
        onSave={onSave}
        onChange={onChange}
        onToQuotations={() => {}}
        {...extra}
      />
    </App>,
  );
  const save = () => screen.getByTestId('employee-save');
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { onSave, onChange, save, fill };
}

describe('EmployeeForm', () => {
  it('enables Save only when complete and changed, and reports dirtiness', async () => {
    const { save, fill, onChange, onSave } = renderForm({ ...complete, custom_properties: {} });
    expect(save()).toHaveProperty('disabled', true);
    fill('Dienst', 'IT');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(save()).toHaveProperty('disabled', false);
    fill('employee.employeeNumber', '');
    expect(save()).toHaveProperty('disabled', true);
    fill('employee.employeeNumber', 'E1');
    fireEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'An' }), false),
    );
  });

  it('says which fields keep Save disabled, by their labels and the custom property by its name', () => {
    const { save, fill } = renderForm({ ...complete, custom_properties: {} });
    fill('employee.firstName', '');
    fill('employee.email', 'not an e-mail');
    const note = () => screen.queryByTestId('employee-still-needed')?.textContent;
    expect(note()).toBe('Nog: employee.firstName, employee.email, Dienst');
    expect(save().getAttribute('aria-describedby')).toBe('employee-still-needed');
    fill('employee.firstName', 'An');
    fill('employee.email', 'an@acme.be');
    fill('Dienst', 'IT');
    expect(note()).toBeUndefined();
  });

  it('"save and make a quotation" saves with the wish to go on to a quotation', async () => {
    const { fill, onSave } = renderForm(complete);
    fill('employee.city', 'Brugge');
    fireEvent.click(screen.getByTestId('employee-save-and-quote'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'Brugge' }), true),
    );
  });

  it('keeps Save disabled for a complete but unchanged employee, and undoing a change is not a change', () => {
    const { save, fill, onChange } = renderForm(complete);
    expect(save()).toHaveProperty('disabled', true);
    fill('employee.city', 'Brugge');
    expect(save()).toHaveProperty('disabled', false);
    fill('employee.city', 'Gent');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('offers "to quotations" for a saved employee only while it is complete and unchanged', () => {
    const onToQuotations = vi.fn();
    const { fill } = renderForm(complete, { savedEmployeeId: 42, onToQuotations });
    const toQuotations = () => screen.getByTestId('employee-to-quotations');
    expect(toQuotations()).toHaveProperty('disabled', false);
    fireEvent.click(toQuotations());
    expect(onToQuotations).toHaveBeenCalledWith(42);
    fill('employee.city', 'Brugge');
    expect(toQuotations()).toHaveProperty('disabled', true);
  });

  it('has no "to quotations" button for a new employee', () => {
    renderForm(complete);
    expect(screen.queryByTestId('employee-to-quotations')).toBeNull();
  });

  it("shows the server's 'email in use' on the e-mail field", () => {
    renderForm(complete, { serverErrors: { email: 'errors.emailInUse' } });
    expect(screen.getByText('email in use')).toBeTruthy();
  });

  it('shows a wrong national register number when the field is left', async () => {
    const { fill } = renderForm(complete);
    fill('employee.nationalRegister', '85073003329');
    fireEvent.blur(screen.getByLabelText('employee.nationalRegister'));
    expect(await screen.findByText('Ongeldig rijksregisternummer')).toBeTruthy();
  });

  it('sends ISO dates and the custom properties as JSON text', () => {
    expect(employeeInput(complete)).toMatchObject({
      date_of_birth: '1990-02-28',
      drivers_license_date: null,
      custom_properties: '{"Dienst":"IT"}',
    });
  });

  it("starts a new employee with the company's only statute, and none of several", () => {
    expect(newEmployeeFields(EMPTY_EMPLOYEE, [{ id: 4 }])).toMatchObject({
      employee_statute_fk: 4,
      language_fk: 1,
    });
    expect(newEmployeeFields(EMPTY_EMPLOYEE, [{ id: 4 }, { id: 5 }]).employee_statute_fk).toBeNull();
  });
});
