import { DATA_TYPE } from '@spokes/domain/codes';
import type { ErrorCode } from '@spokes/domain/errors';
import {
  bikeBrandCreateSchema,
  bikeBrandUpdateSchema,
  fieldTypeCreateSchema,
  referenceCreateSchema,
  referenceUpdateSchema,
} from '@spokes/domain/reference-data';
import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { bikeBrands, dealerHasBikeBrand } from '../../db/schema/dealers';
import { fieldTypes } from '../../db/schema/fields';
import { quotations } from '../../db/schema/quotations';
import { employeeStatutes, employeeTitles, variants } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';

type Values = Record<string, unknown>;

/**
 * What the settings may do with one reference table: the one description the generic create,
 * update and delete read, so the five tabs share one save and one delete.
 */
export type ReferenceTable = {
  table: PgTable;
  /** The new row's values, read and checked (BAD_INPUT otherwise). */
  create: z.ZodType<Values>;
  /** The values an edit may change; absent: create only (field types). The code never changes. */
  update?: z.ZodType<Values>;
  /** Absent: rows are never deleted (titles, statutes, field types). */
  delete?: {
    /** The foreign keys that keep a row: a delete is refused with `refusal` while one points at it. */
    usedBy: AnyColumn[];
    refusal: ErrorCode;
  };
  /** Columns the input does not name directly (a field type's data type id and multi-value flag). */
  toRow?: (tx: Queryable, values: Values) => Promise<Values>;
};

export const REFERENCE_TABLES = {
  variants: {
    table: variants,
    create: referenceCreateSchema,
    update: referenceUpdateSchema,
    delete: { usedBy: [companies.variant_fk, templates.variant_fk], refusal: 'VARIANT_IN_USE' },
  },
  bike_brands: {
    table: bikeBrands,
    create: bikeBrandCreateSchema,
    update: bikeBrandUpdateSchema,
    // A dealer's brand link would go with the brand (cascade): a brand a dealer sells is kept too.
    delete: {
      usedBy: [dealerHasBikeBrand.bike_brand_fk, quotations.bike_brand_fk, bikes.bike_brand_fk],
      refusal: 'BIKE_BRAND_IN_USE',
    },
  },
  employee_titles: { table: employeeTitles, create: referenceCreateSchema, update: referenceUpdateSchema },
  employee_statutes: {
    table: employeeStatutes,
    create: referenceCreateSchema,
    update: referenceUpdateSchema,
  },
  field_types: {
    table: fieldTypes,
    create: fieldTypeCreateSchema,
    toRow: async (tx, values) => {
      const { data_type, ...rest } = values as z.output<typeof fieldTypeCreateSchema>;
      // A new type is listed after the existing ones in the company field picker.
      const [last] = await tx
        .select({ index: sql<number>`coalesce(max(${fieldTypes.index}), 0)::int` })
        .from(fieldTypes);
      return {
        ...rest,
        data_type_fk: DATA_TYPE[data_type].id,
        is_multivalue: DATA_TYPE[data_type].multiValue,
        index: (last?.index ?? 0) + 1,
      };
    },
  },
} satisfies Record<string, ReferenceTable>;

export type ReferenceTableName = keyof typeof REFERENCE_TABLES;
