import { describe, expect, it } from 'vitest';
import {
  columnOfHeader,
  COMPANY_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_COLUMNS,
  headerKey,
  importDate,
  importTemplateCsv,
} from './import-columns';

describe('the columns of an import file', () => {
  it('names a column by its Dutch or English name in any spelling', () => {
    expect(headerKey(' E-mail adres ')).toBe('emailadres');
    expect(columnOfHeader(EMPLOYEE_IMPORT_COLUMNS, 'E-MAIL')?.key).toBe('email');
    expect(columnOfHeader(EMPLOYEE_IMPORT_COLUMNS, 'first_name')?.key).toBe('first_name');
    expect(columnOfHeader(EMPLOYEE_IMPORT_COLUMNS, 'Geboortedatum')?.key).toBe('date_of_birth');
    expect(columnOfHeader(COMPANY_IMPORT_COLUMNS, 'Customer ID')?.key).toBe('customer_id');
    expect(columnOfHeader(EMPLOYEE_IMPORT_COLUMNS, 'Schoenmaat')).toBeUndefined();
    expect(columnOfHeader(EMPLOYEE_IMPORT_COLUMNS, '  ')).toBeUndefined();
  });

  it('reads Belgian and ISO dates, and leaves anything else for the date rule', () => {
    expect(importDate('5/3/1985')).toBe('1985-03-05');
    expect(importDate('15.03.1985')).toBe('1985-03-15');
    expect(importDate('1985-03-15')).toBe('1985-03-15');
    expect(importDate('gisteren')).toBe('gisteren');
  });

  it('offers an example file with the Dutch header, semicolons and a BOM', () => {
    const [header, first] = importTemplateCsv('employees').split('\r\n');
    expect(header).toBe(`\uFEFF${EMPLOYEE_IMPORT_COLUMNS.map((column) => column.names[0]).join(';')}`);
    expect(first.split(';')).toHaveLength(EMPLOYEE_IMPORT_COLUMNS.length);
    expect(importTemplateCsv('companies').split('\r\n')[2].split(';')).toHaveLength(
      COMPANY_IMPORT_COLUMNS.length,
    );
  });
});
