import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FIELD_TYPE } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { bikeBrands, dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { fieldTypes, fields } from '../../db/schema/fields';
import { orders } from '../../db/schema/orders';
import { quotationFields, quotations } from '../../db/schema/quotations';
import { bikeTypes } from '../../db/schema/reference';
import { servicePasses } from '../../db/schema/service-passes';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';

const bikeBrand = alias(bikeBrands, 'bike_brand');
const quotationBrand = alias(bikeBrands, 'quotation_brand');

/** Everything a generated document may show about one order, loaded in one query. */
export async function loadDocumentData(db: Queryable, viewer: Viewer, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      quotation: quotations,
      employee: employees,
      company: companies,
      dealer: dealers,
      bikeType: { code: bikeTypes.code, name: bikeTypes.name },
      bike: bikes,
      bikeBrandName: sql<string | null>`coalesce(${bikeBrand.name}, ${quotationBrand.name})`,
      servicePassBarcode: servicePasses.barcode,
      bikeDescription: sql<string | null>`(
        select ${quotationFields.value} from ${quotationFields}
        join ${fields} on ${fields.id} = ${quotationFields.field_fk}
        join ${fieldTypes} on ${fieldTypes.id} = ${fields.field_type_fk}
        where ${quotationFields.quotation_fk} = ${quotations.id}
          and ${fieldTypes.code} = ${FIELD_TYPE.BIKE_DESCRIPTION.code}
        order by ${fields.index} limit 1)`,
    })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(employees, eq(employees.id, quotations.employee_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(dealers, eq(dealers.id, quotations.dealer_fk))
    .innerJoin(bikeTypes, eq(bikeTypes.id, quotations.bike_type_fk))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .leftJoin(bikeBrand, eq(bikeBrand.id, bikes.bike_brand_fk))
    .leftJoin(quotationBrand, eq(quotationBrand.id, quotations.bike_brand_fk))
    .leftJoin(servicePasses, eq(servicePasses.bike_fk, bikes.id))
    .where(and(eq(orders.id, orderId), accessScope(viewer, 'order', 'write')));
  return row ?? null;
}

export type DocumentData = NonNullable<Awaited<ReturnType<typeof loadDocumentData>>>;
