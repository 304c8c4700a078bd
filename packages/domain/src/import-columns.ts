// The columns of the bulk import files (settings, Import tab), shared by the server that reads
// them and the page that offers the example files. A header cell names a column by its Dutch or
// English name, in any case, with or without spaces, dashes, underscores or accents
// ("E-mail", "email", "Voornaam", "first_name" ...).

export type ImportKind = 'companies' | 'employees';

export type ImportColumn = {
  key: string;
  /** The Dutch name first (the example file's header), then the English one, then other spellings. */
  names: readonly string[];
  /** The file must have this column (its cells may still be checked per row). */
  required?: boolean;
};

export const EMPLOYEE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'first_name', names: ['Voornaam', 'First name'], required: true },
  { key: 'last_name', names: ['Achternaam', 'Last name'], required: true },
  { key: 'email', names: ['E-mail', 'Email', 'E-mailadres', 'Email address'], required: true },
  { key: 'tel', names: ['Telefoon', 'Phone', 'Tel', 'GSM', 'Mobile'] },
  { key: 'employee_statute', names: ['Statuut', 'Statute'] },
  { key: 'employee_title', names: ['Aanspreking', 'Title'] },
  { key: 'language', names: ['Taal', 'Language'] },
  { key: 'employee_number', names: ['Personeelsnummer', 'Employee number'] },
  { key: 'date_of_birth', names: ['Geboortedatum', 'Date of birth', 'Birth date'] },
  { key: 'street', names: ['Straat', 'Street'] },
  { key: 'house_number', names: ['Huisnummer', 'House number'] },
  { key: 'zip_code', names: ['Postcode', 'Zip code', 'Postal code'] },
  { key: 'city', names: ['Gemeente', 'City', 'Stad', 'Plaats'] },
  { key: 'national_register', names: ['Rijksregisternummer', 'National number', 'National register'] },
  { key: 'comment_public', names: ['Opmerking', 'Comment'] },
  { key: 'drivers_license_date', names: ['Datum rijbewijs', 'Driving licence date', 'Drivers license date'] },
];

export const COMPANY_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', names: ['Naam', 'Name', 'Bedrijfsnaam', 'Company name'], required: true },
  { key: 'customer_id', names: ['Klantnummer', 'Customer id', 'Customer number'] },
  { key: 'parent', names: ['Moederbedrijf', 'Parent', 'Parent company'] },
  { key: 'invoice_target', names: ['Facturatiedoel', 'Invoice target', 'Facturatie'] },
  { key: 'language', names: ['Taal', 'Language'] },
  { key: 'variant', names: ['Variant'] },
  { key: 'contact', names: ['Contactpersoon', 'Contact'] },
  { key: 'email', names: ['E-mail', 'Email'] },
  { key: 'tel', names: ['Telefoon', 'Phone', 'Tel'] },
];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  companies: COMPANY_IMPORT_COLUMNS,
  employees: EMPLOYEE_IMPORT_COLUMNS,
};

/** "E-mail adres" → "emailadres": what two spellings of one header have in common. */
export function headerKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The column a header cell names, or undefined (the employee import reads it as a custom property). */
export function columnOfHeader(columns: readonly ImportColumn[], header: string): ImportColumn | undefined {
  const wanted = headerKey(header);
  if (wanted === '') return undefined;
  return columns.find(
    (column) => headerKey(column.key) === wanted || column.names.some((n) => headerKey(n) === wanted),
  );
}

/**
 * A date cell as an ISO date: DD/MM/YYYY (also with - or .) as Belgians write it, or YYYY-MM-DD.
 * Anything else is returned as it is, for the date rule to refuse.
 */
export function importDate(value: string): string {
  const trimmed = value.trim();
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (belgian) return `${belgian[3]}-${belgian[2].padStart(2, '0')}-${belgian[1].padStart(2, '0')}`;
  return trimmed;
}

const EXAMPLE_ROWS: Record<ImportKind, readonly (readonly string[])[]> = {
  employees: [
    [
      'An',
      'Peeters',
      'an.peeters@example.be',
      '0470123456',
      'EMPLOYEE',
      'MS',
      'nl',
      'P001',
      '15/03/1985',
      'Kerkstraat',
      '12',
      '2000',
      'Antwerpen',
      '',
      '',
      '',
    ],
    [
      'Luc',
      'Dubois',
      'luc.dubois@example.be',
      '0485987654',
      'WORKER',
      'MR',
      'fr',
      'P002',
      '02/11/1979',
      'Rue de la Loi',
      '5',
      '1000',
      'Bruxelles',
      '',
      '',
      '',
    ],
  ],
  companies: [
    [
      'Voorbeeld Holding',
      'K1000',
      '',
      'Voorbeeld Leasing',
      'nl',
      'STANDARD',
      'Els Janssens',
      'els@example.be',
      '032001020',
    ],
    ['Voorbeeld Gent', 'K1001', 'K1000', 'Voorbeeld Leasing', 'nl', 'STANDARD', '', '', ''],
  ],
};

/**
 * The example file of a kind: the Dutch header and two rows, separated by semicolons as Belgian
 * Excel writes them, with a BOM so Excel reads it as UTF-8.
 */
export function importTemplateCsv(kind: ImportKind): string {
  const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [IMPORT_COLUMNS[kind].map((column) => column.names[0]), ...EXAMPLE_ROWS[kind]];
  return `\uFEFF${lines.map((cells) => cells.map(quote).join(';')).join('\r\n')}\r\n`;
}
