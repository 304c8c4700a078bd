import { employeeFormSchema } from '@spokes/domain/employee-schema';
import { schemaInput, type EmployeeFormCompany, type EmployeeFormFields } from './employee-form-model';

// Kept apart from the form model: the schema brings the phone number library, which only the
// lazily loaded form needs.

export function schemaFor(company: EmployeeFormCompany) {
  return employeeFormSchema(company.employee_required_fields, company.custom_employee_properties);
}

/** Complete: every field the company needs is there and valid (spec 02 section 4). */
export function isComplete(company: EmployeeFormCompany, fields: EmployeeFormFields): boolean {
  return schemaFor(company).safeParse(schemaInput(fields)).success;
}
