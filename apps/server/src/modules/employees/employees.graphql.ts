import { fail } from '../../errors';
import { builder } from '../../graphql/builder';
import { ImportOutcomeRef } from '../../graphql/import-outcome';
import { maxLength } from '../../graphql/input-limits';
import {
  findEmployeeByAccessCode,
  findEmployeeByNameAndEmail,
  getEmployee,
  listCompanyEmployees,
  searchEmployees,
  type EmployeeRow,
} from './employee-lookups';
import { applyEmployeeImport, previewEmployeeImport } from './import-employees';
import { createEmployee, updateEmployee } from './save-employee';

const Employee = builder.objectRef<EmployeeRow>('Employee').implement({
  description: 'An employee of a client company (spec 02 section 3).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    company_fk: t.exposeInt('company_fk'),
    company_name: t.exposeString('company_name'),
    employee_statute_fk: t.exposeInt('employee_statute_fk', { nullable: true }),
    employee_title_fk: t.exposeInt('employee_title_fk', { nullable: true }),
    language_fk: t.exposeInt('language_fk'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    email: t.exposeString('email', { nullable: true }),
    tel: t.exposeString('tel', { nullable: true }),
    employee_number: t.exposeString('employee_number', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    house_number: t.exposeString('house_number', { nullable: true }),
    zip_code: t.exposeString('zip_code', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    national_register: t.exposeString('national_register', { nullable: true }),
    comment_public: t.exposeString('comment_public', { nullable: true }),
    comment_private: t.exposeString('comment_private', { nullable: true }),
    date_of_birth: t.exposeString('date_of_birth', { nullable: true, description: 'ISO date (YYYY-MM-DD).' }),
    drivers_license_date: t.exposeString('drivers_license_date', {
      nullable: true,
      description: 'ISO date (YYYY-MM-DD).',
    }),
    custom_properties: t.string({
      description: "Values of the company's custom employee properties by name, as JSON text.",
      resolve: (row) => JSON.stringify(row.custom_properties),
    }),
    employee_access_code: t.exposeString('employee_access_code', { nullable: true }),
  }),
});

const text = (kind: Parameters<typeof maxLength>[0], description?: string) =>
  ({ required: false, description, ...maxLength(kind) }) as const;

const EmployeeInput = builder.inputType('EmployeeInput', {
  description: "The employee form; checked against the company's required fields and custom properties.",
  fields: (t) => ({
    first_name: t.string(text('name')),
    last_name: t.string(text('name')),
    email: t.string(text('email')),
    tel: t.string(text('phone')),
    employee_statute_fk: t.int(),
    employee_title_fk: t.int(),
    language_fk: t.int(),
    employee_number: t.string(text('identifier')),
    street: t.string(text('name')),
    house_number: t.string(text('identifier')),
    zip_code: t.string(text('identifier')),
    city: t.string(text('name')),
    national_register: t.string(text('identifier')),
    comment_public: t.string(text('freeText')),
    comment_private: t.string(text('freeText')),
    date_of_birth: t.string(text('identifier', 'ISO date (YYYY-MM-DD).')),
    drivers_license_date: t.string(text('identifier', 'ISO date (YYYY-MM-DD).')),
    custom_properties: t.string(text('freeText', 'A JSON object of property name to value.')),
  }),
});

/** custom_properties travel as JSON text (spec 02 section 7); anything but a JSON object is BAD_INPUT. */
function formValues(input: typeof EmployeeInput.$inferInput): Record<string, unknown> {
  const refuse = () => fail('BAD_INPUT', undefined, { fields: { custom_properties: 'BAD_INPUT' } });
  let custom: unknown;
  try {
    custom = JSON.parse(input.custom_properties ?? '{}');
  } catch {
    refuse();
  }
  if (typeof custom !== 'object' || custom === null || Array.isArray(custom)) refuse();
  return { ...input, custom_properties: custom };
}

// The dealer side: super users and dealer users; an employer-only user is refused (FORBIDDEN).
const dealerSide = { dealer: true } as const;

builder.queryFields((t) => ({
  companyEmployees: t.field({
    type: [Employee],
    description: 'Every employee of the company, by name; the count is the list length.',
    authScopes: dealerSide,
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => listCompanyEmployees(ctx.db, ctx.viewer!, args.company_id),
  }),
  employeeSearch: t.field({
    type: [Employee],
    description:
      'Employees of any company by name or e-mail (super users); SEARCH_TOO_SHORT under 5 characters.',
    authScopes: { superUser: true },
    args: { search: t.arg.string({ required: true, ...maxLength('search') }) },
    resolve: (_r, args, ctx) => searchEmployees(ctx.db, ctx.viewer!, args.search),
  }),
  employeeByAccessCode: t.field({
    type: Employee,
    nullable: true,
    description:
      'The employee of the company with this access code ("barcode"); BARCODE_REQUIRED when empty.',
    authScopes: dealerSide,
    args: {
      code: t.arg.string({ required: true, ...maxLength('code') }),
      company_id: t.arg.int({ required: true }),
    },
    resolve: (_r, args, ctx) => findEmployeeByAccessCode(ctx.db, ctx.viewer!, args.code, args.company_id),
  }),
  employeeByNameAndEmail: t.field({
    type: Employee,
    nullable: true,
    description: 'The employee of the company with this first name, last name and e-mail (any case).',
    authScopes: dealerSide,
    args: {
      first_name: t.arg.string({ required: true, ...maxLength('name') }),
      last_name: t.arg.string({ required: true, ...maxLength('name') }),
      email: t.arg.string({ required: true, ...maxLength('email') }),
      company_id: t.arg.int({ required: true }),
    },
    resolve: (_r, args, ctx) => findEmployeeByNameAndEmail(ctx.db, ctx.viewer!, args),
  }),
  employee: t.field({
    type: Employee,
    authScopes: dealerSide,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getEmployee(ctx.db, ctx.viewer!, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createEmployee: t.field({
    type: Employee,
    description: 'A new employee of the company; EMAIL_IN_USE when the company has one with this e-mail.',
    authScopes: dealerSide,
    args: {
      company_id: t.arg.int({ required: true }),
      input: t.arg({ type: EmployeeInput, required: true }),
    },
    resolve: (_r, args, ctx) => createEmployee(ctx.db, ctx.viewer!, args.company_id, formValues(args.input)),
  }),
  updateEmployee: t.field({
    type: Employee,
    description: 'Saves every field of the form; the employee stays in its company.',
    authScopes: dealerSide,
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: EmployeeInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateEmployee(ctx.db, ctx.viewer!, args.id, formValues(args.input)),
  }),
  previewEmployeeImport: t.field({
    type: ImportOutcomeRef,
    description:
      'The dry run of an employees file (CSV or XLSX, multipart) for one company: what each row would do and why a row is refused. Super users.',
    authScopes: { superUser: true },
    args: {
      company_id: t.arg.int({ required: true }),
      file: t.arg({ type: 'File', required: true }),
    },
    resolve: (_r, args, ctx) =>
      previewEmployeeImport(ctx.db, ctx.viewer!, { companyId: args.company_id, file: args.file }),
  }),
  applyEmployeeImport: t.field({
    type: ImportOutcomeRef,
    description:
      'Applies an employees file in one transaction, checked again; one refused row writes nothing (applied false, the refused rows). Super users.',
    authScopes: { superUser: true },
    args: {
      company_id: t.arg.int({ required: true }),
      file: t.arg({ type: 'File', required: true }),
    },
    resolve: (_r, args, ctx) =>
      applyEmployeeImport(
        ctx.db,
        ctx.viewer!,
        { companyId: args.company_id, file: args.file },
        args.file.name,
      ),
  }),
}));
