import { describe, expect, it } from 'vitest';
import {
  hasListChanges,
  listChanges,
  listsOfCompany,
  listsOfNewCompany,
  possibleParents,
  type FieldTypeChoice,
  type LoadedCompany,
} from './company-draft';

const company = {
  id: 5,
  fields: [
    {
      id: 11,
      name: 'Maat',
      description: null,
      index: 8,
      field_type_fk: 1001,
      hasQuotationFields: false,
      fieldType: { id: 1001, name: 'Maat', code: 'SIZE', is_multivalue: true },
      fieldValues: [
        { id: 101, value: 'S' },
        { id: 102, value: 'M' },
      ],
    },
    {
      id: 12,
      name: 'Fietswaarde',
      description: 'Catalogusprijs',
      index: 2,
      field_type_fk: 2,
      hasQuotationFields: true,
      fieldType: { id: 2, name: 'Fietswaarde', code: 'BIKE_VALUE', is_multivalue: false },
      fieldValues: [],
    },
  ],
  costcenters: [
    { id: 21, name: 'Productie', in_use: false },
    { id: 22, name: 'Verkoop', in_use: true },
  ],
  employee_statute_ids: [1, 2],
} as unknown as LoadedCompany;

const types: FieldTypeChoice[] = [
  {
    id: 1,
    name: 'Fiets',
    code: 'BIKE_DESCRIPTION',
    data_type_code: 'TEXT',
    is_multivalue: false,
    is_default: true,
    index: 1,
  },
  {
    id: 2,
    name: 'Fietswaarde',
    code: 'BIKE_VALUE',
    data_type_code: 'NUMBER',
    is_multivalue: false,
    is_default: true,
    index: 2,
  },
  {
    id: 7,
    name: 'Onderhoud',
    code: 'MAINTENANCE',
    data_type_code: 'NUMBER',
    is_multivalue: false,
    is_default: false,
    index: 7,
  },
];

describe("the companies modal's save", () => {
  it('sends nothing for the lists when nothing changed', () => {
    const loaded = listsOfCompany(company);
    const changes = listChanges(loaded, listsOfCompany(company));
    expect(hasListChanges(changes)).toBe(false);
  });

  it('sends the fields, options, cost centres and statutes added, edited and removed', () => {
    const loaded = listsOfCompany(company);
    const draft = listsOfCompany(company);
    const [size, bikeValue] = draft.fields;
    size.name = 'Kledingmaat';
    size.options = [
      { ...size.options[0], value: 'XS' }, // edited
      // M removed
      { key: 'n1', value: 'L' }, // added
      { key: 'n2', value: '  ' }, // empty: not sent
    ];
    draft.fields = [
      size,
      { ...bikeValue },
      {
        key: 'n3',
        field_type_fk: 1001,
        typeName: 'Maat',
        is_multivalue: true,
        name: 'Schoenmaat',
        description: '',
        index: 9,
        options: [
          { key: 'n4', value: '42' },
          { key: 'n5', value: '' },
        ],
        hasQuotationFields: false,
      },
    ];
    draft.costCenters = [
      draft.costCenters[1],
      { key: 'n6', name: ' Logistiek ', in_use: false },
      { key: 'n7', name: '', in_use: false },
    ];
    draft.statuteIds = [2, 3];

    expect(listChanges(loaded, draft)).toEqual({
      fields_created: [
        { field_type_fk: 1001, name: 'Schoenmaat', description: '', index: 9, options: ['42'] },
      ],
      fields_updated: [
        {
          id: 11,
          name: 'Kledingmaat',
          description: '',
          index: 8,
          options_added: ['L'],
          options_updated: [{ id: 101, value: 'XS' }],
          options_deleted: [102],
        },
      ],
      fields_deleted: [],
      cost_centers_created: ['Logistiek'],
      cost_centers_deleted: [21],
      statutes_added: [3],
      statutes_removed: [1],
    });
  });

  it('sends a removed field as deleted and an edited description as an update', () => {
    const loaded = listsOfCompany(company);
    const draft = listsOfCompany(company);
    draft.fields = [{ ...draft.fields[1], description: 'Prijs met btw' }];
    const changes = listChanges(loaded, draft);
    expect(changes.fields_deleted).toEqual([11]);
    expect(changes.fields_updated).toEqual([
      { id: 12, name: 'Fietswaarde', description: 'Prijs met btw', index: 2 },
    ]);
  });

  it("starts a new company with a field of each default type, with the type's preset description", () => {
    const lists = listsOfNewCompany(types);
    expect(lists.fields.map((field) => [field.field_type_fk, field.name, field.index])).toEqual([
      [1, 'Fiets', 1],
      [2, 'Fietswaarde', 2],
    ]);
    expect(lists.fields[1].description).not.toBe('');
    const changes = listChanges({ fields: [], costCenters: [], statuteIds: [] }, lists);
    expect(changes.fields_created).toHaveLength(2);
  });

  it('offers as parent neither the company nor any company below it', () => {
    const tree = [
      { id: 1, company_parent_fk: null },
      { id: 2, company_parent_fk: 1 },
      { id: 3, company_parent_fk: 2 },
      { id: 4, company_parent_fk: null },
      { id: 5, company_parent_fk: 4 },
    ];
    expect(possibleParents(tree, 2).map((c) => c.id)).toEqual([1, 4, 5]);
    expect(possibleParents(tree, 1).map((c) => c.id)).toEqual([4, 5]);
    expect(possibleParents(tree, null)).toHaveLength(5);
  });
});
