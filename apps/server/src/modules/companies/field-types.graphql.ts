import { DATA_TYPE_CODES } from '@spokes/domain/reference-data';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { createReference } from '../reference-data/create-reference';
import type { FieldTypeRow } from './company-settings';
import { CompanyFieldType } from './company-settings.graphql';

const DataTypeCode = builder.enumType('DataTypeCode', {
  description: 'The form control of a field type; LIST fields have options (is_multivalue).',
  values: DATA_TYPE_CODES,
});

const FieldTypeInput = builder.inputType('FieldTypeInput', {
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    code: t.string({ required: true, ...maxLength('code') }),
    data_type: t.field({ type: DataTypeCode, required: true }),
  }),
});

builder.mutationFields((t) => ({
  createFieldType: t.field({
    type: CompanyFieldType,
    description:
      'The Field Types tab (create only): is_multivalue exactly when the data type is LIST; a unique code.',
    authScopes: { superUser: true },
    args: { input: t.arg({ type: FieldTypeInput, required: true }) },
    resolve: async (_r, args, ctx) => {
      const row = await createReference(ctx.db, ctx.viewer!, { table: 'field_types', input: args.input });
      return { ...row, data_type_code: args.input.data_type } as FieldTypeRow;
    },
  }),
}));
