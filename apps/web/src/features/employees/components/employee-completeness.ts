import { employeeFormSchema } from '@spokes/domain/employee-schema';
import { schemaInput, type EmployeeFormCompany, type EmployeeFormFields } from './employee-form-model';

// Kept apart from the form model: the schema brings the phone number library, which only the
// lazily loaded form needs.

export function schemaFor(company: EmployeeFormCompany) {
  return employeeFormSchema(company.employee_required_fields, company.custom_employee_properties);
}

/**
 * The fields that keep the employee from being complete (missing or invalid), in the schema's
 * order: a field's name, a custom property as `custom_properties.<name>`.
 */
export function incompleteFields(company: EmployeeFormCompany, fields: EmployeeFormFields): string[] {
  const result = schemaFor(company).safeParse(schemaInput(fields));
  if (result.success) return [];
  const paths = result.error.issues.map((issue) =>
    issue.path.slice(0, issue.path[0] === 'custom_properties' ? 2 : 1).join('.'),
  );
  return [...new Set(paths)];
}

/** Complete: every field the company needs is there and valid (spec 02 section 4). */
export function isComplete(company: EmployeeFormCompany, fields: EmployeeFormFields): boolean {
  return incompleteFields(company, fields).length === 0;
}
