import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { queryRows } from '../rows';
import { invoiceTargets } from '../schema/companies';
import { bikeBrands, dealers } from '../schema/dealers';
import { firstNames, lastNames, places, streets } from './demo/names';

/** Id bases and sizes of one large-seed run (see large.ts). */
export type LargePlan = {
  qBase: number;
  oBase: number;
  eBase: number;
  cBase: number;
  nEmployees: number;
  nCompanies: number;
  dealerIds: number[];
  brandIds: number[];
};

export async function maxId(db: Queryable, table: string): Promise<number> {
  const [row] = await queryRows<{ max: number }>(
    db,
    sql.raw(`select coalesce(max(id), 0)::int as max from ${table}`),
  );
  return Number(row.max);
}

/** A SQL array literal of trusted values (integers, or strings from our own word lists). */
export const arrayLiteral = (items: readonly (string | number)[]): SQL =>
  sql.raw(
    `ARRAY[${items.map((v) => (typeof v === 'number' ? String(Math.trunc(v)) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`,
  );

/** Invoice targets, dealers, brands (when none exist) and companies with their fields, cost centres and statutes. */
export async function generateOrganisations(
  db: Queryable,
  sizes: { nCompanies: number; nDealers: number },
): Promise<{ cBase: number; dealerIds: number[]; brandIds: number[] }> {
  const { nCompanies, nDealers } = sizes;
  const targets = await db
    .insert(invoiceTargets)
    .values([1, 2, 3].map((n) => ({ name: `Generated Lease ${n}` })))
    .returning({ id: invoiceTargets.id });
  const targetIds = targets.map((r) => r.id);
  const dealerRows = await db
    .insert(dealers)
    .values(
      Array.from({ length: nDealers }, (_, i) => ({
        name: `Generated Dealer ${i + 1}`,
        city: places[i % places.length].city,
        zip_code: places[i % places.length].zip,
      })),
    )
    .returning({ id: dealers.id });
  let brandIds = (await db.select({ id: bikeBrands.id }).from(bikeBrands)).map((r) => r.id);
  if (brandIds.length === 0) {
    const brands = await db
      .insert(bikeBrands)
      .values(['Gazelle', 'Trek', 'Cube', 'Stromer'].map((name) => ({ name, code: name.toUpperCase() })))
      .returning({ id: bikeBrands.id });
    brandIds = brands.map((r) => r.id);
  }

  const cBase = await maxId(db, 'companies');
  const first = cBase + 1;
  const last = cBase + nCompanies;
  // groups of ten: the first company of each group is a root, the nine others its children.
  await db.execute(sql`
    insert into companies (id, name, company_parent_fk, invoice_target_fk, language_fk, variant_fk,
                           employee_access_code, hide, fip)
    overriding system value
    select ${cBase}::int + g, 'Generated Company ' || g,
           case when (g - 1) % 10 = 0 then null else ${cBase}::int + g - (g - 1) % 10 end,
           (${arrayLiteral(targetIds)})[1 + g % ${targetIds.length}::int],
           case when g % 7 = 0 then 2 else 1 end, 1,
           'LG' || lpad((${cBase}::int + g)::text, 8, '0'), g % 50 = 0, g % 9 = 0
    from generate_series(1, ${nCompanies}::int) g`);
  await db.execute(sql`
    insert into fields (company_fk, field_type_fk, name, index)
    select c, ft.id, ft.name, ft.index
    from generate_series(${first}::int, ${last}::int) c cross join field_types ft where ft.is_default`);
  await db.execute(sql`
    insert into cost_centers (name, company_fk)
    select n, c from generate_series(${first}::int, ${last}::int) c
    cross join unnest(array['Administratie', 'Productie']) n`);
  await db.execute(sql`
    insert into company_has_employee_statute (company_fk, employee_statute_fk)
    select c, s from generate_series(${first}::int, ${last}::int) c cross join unnest(array[1, 2]) s`);
  return { cBase, dealerIds: dealerRows.map((r) => r.id), brandIds };
}

/** Employees eBase+from .. eBase+to; employee ordinal g works for company 1 + g % nCompanies. */
export function generateEmployees(db: Queryable, p: LargePlan, from: number, to: number) {
  return db.execute(sql`
    insert into employees (id, company_fk, employee_statute_fk, employee_title_fk, language_fk, first_name, last_name,
                           email, tel, employee_number, street, house_number, zip_code, city, date_of_birth)
    overriding system value
    select ${p.eBase}::int + g, ${p.cBase}::int + 1 + g % ${p.nCompanies}::int, 1 + g % 2, 1 + g % 3,
           case when g % 5 = 0 then 2 else 1 end,
           (${arrayLiteral(firstNames)})[1 + g % ${firstNames.length}::int],
           (${arrayLiteral(lastNames)})[1 + (g / ${firstNames.length}::int) % ${lastNames.length}::int],
           'employee' || (${p.eBase}::int + g) || '@generated.test', '+32 470 ' || lpad((g % 1000000)::text, 6, '0'),
           'G' || lpad(g::text, 7, '0'), (${arrayLiteral(streets)})[1 + g % ${streets.length}::int],
           (1 + g % 150)::text,
           (${arrayLiteral(places.map((pl) => pl.zip))})[1 + g % ${places.length}::int],
           (${arrayLiteral(places.map((pl) => pl.city))})[1 + g % ${places.length}::int],
           date '1965-01-01' + g % 12000
    from generate_series(${from}::int, ${to}::int) g`);
}

/**
 * The status of the order of the quotation with ordinal g (its id minus qBase), null for the 3
 * in 10 without one: every status in turn, delivered most often.
 */
function orderStatusOf(g: SQL) {
  return sql`case when ${g} % 10 < 7 then (array[1, 2, 6, 6, 3, 4, 5, 5, 5, 5, 7, 8, 9])[1 + (${g} / 10) % 13] end`;
}

/** When the order of quotation g entered its status: 2 to 31 days after the quotation. */
function statusChangedAt(quotationDate: SQL, g: SQL) {
  return sql`${quotationDate} + interval '2 days' + (${g} % 30) * interval '1 day'`;
}

/**
 * Quotations qBase+from .. qBase+to. Quotation g belongs to employee ordinal e = 1 + (g * 7919) % nEmployees
 * (and to that employee's company, 1 + e % nCompanies, as large.ts assigns them); amounts follow
 * DOMAIN.md's formula with the default sheet (36 months, 5 %, residual 16 %, insurance 4 %, VAT 21 %).
 * The list's copies (employee_name, order_status_fk) are written here: large.ts turns their
 * triggers off for the load, which would otherwise update every quotation again per order.
 */
export function generateQuotations(db: Queryable, p: LargePlan, from: number, to: number) {
  return db.execute(sql`
    insert into quotations (id, quotation_date, active, dealer_fk, company_fk, employee_fk, bike_type_fk, bike_brand_fk,
                            deliverability, total_vat_included, total_vat_excluded, residual_value, lease_amount,
                            lease_amount_vat, salary_swap, insurance_amount, maintenance_amount, assistance_amount, created_at,
                            employee_name, order_status_fk, status_changed_at)
    overriding system value
    select ${p.qBase}::int + g, a.d, g % 10 <> 0,
           (${arrayLiteral(p.dealerIds)})[1 + g % ${p.dealerIds.length}::int],
           ${p.cBase}::int + 1 + a.e % ${p.nCompanies}::int, ${p.eBase}::int + a.e, a.bt,
           (${arrayLiteral(p.brandIds)})[1 + g % ${p.brandIds.length}::int],
           (array['Op voorraad', 'Binnen 2 weken', '4 tot 6 weken'])[1 + g % 3],
           b.incl, round(c.p), round(c.p * 0.16), round(l.lease), round(l.lease * 1.21), round(l.lease * 1.21),
           round(f.ins), b.maint, 300, a.d,
           (select name from employees where id = ${p.eBase}::int + a.e), ${orderStatusOf(sql`g`)},
           case when ${orderStatusOf(sql`g`)} is not null then ${statusChangedAt(sql`a.d`, sql`g`)} end
    from generate_series(${from}::int, ${to}::int) g
    cross join lateral (
      select 1 + ((g::bigint * 7919) % ${p.nEmployees}::int)::int as e,
             case when g % 20 < 5 then 2 when g % 20 < 15 then 5 when g % 20 < 19 then 1 else 4 end as bt,
             timestamptz '2026-11-01 09:00:00+00' - ((g::bigint * 7919) % 1095) * interval '1 day'
               - (g % 8) * interval '1 hour' as d
    ) a
    cross join lateral (
      select (case a.bt when 2 then 80000 when 5 then 250000 when 1 then 600000 else 70000 end + (g % 200) * 1000)::numeric as incl,
             case a.bt when 2 then 800 when 5 then 1200 when 1 then 1500 else 500 end as maint
    ) b
    cross join lateral (select b.incl / 1.21 as p) c
    cross join lateral (
      select (c.p - c.p * 0.16 / power(1 + 0.05 / 12.0, 36)) * (0.05 / 12.0) / (1 - power(1 + 0.05 / 12.0, -36)) as pmt,
             c.p * 0.04 / 12 as ins
    ) f
    cross join lateral (select f.pmt + f.ins + b.maint + 300 as lease) l`);
}

/**
 * Orders for 7 quotations in 10 (statuses spread over every order status), their documents,
 * bikes for approved and later orders, and the employer's decision for approved, deliverable,
 * delivered and refused ones.
 */
export async function generateOrders(db: Queryable, p: LargePlan, from: number, to: number) {
  const qFrom = p.qBase + from;
  const qTo = p.qBase + to;
  const oFrom = p.oBase + from;
  const oTo = p.oBase + to;
  await db.execute(sql`
    insert into orders (id, quotation_fk, order_status_fk, deal_status_fk, date, delivery_date, start_date, end_date,
                        status_changed_at)
    overriding system value
    select ${p.oBase}::int + (q.id - ${p.qBase}::int), q.id, s.status,
           case s.status when 2 then 1 when 6 then 1 when 3 then 3 when 4 then 4 when 5 then 6 when 7 then 7 when 8 then 7 end,
           q.quotation_date + interval '2 days',
           case when s.status = 5 then q.quotation_date + interval '30 days' end,
           case when s.status = 5 then q.quotation_date + interval '30 days' end,
           case when s.status = 5 then q.quotation_date + interval '30 days' + interval '36 months' end,
           ${statusChangedAt(sql`q.quotation_date`, sql`(q.id - ${p.qBase}::int)`)}
    from quotations q
    cross join lateral (select ${orderStatusOf(sql`(q.id - ${p.qBase}::int)`)} as status) s
    where q.id between ${qFrom}::int and ${qTo}::int and s.status is not null`);
  await db.execute(sql`
    insert into order_logs (order_fk, order_log_type_fk, description, log_date)
    select o.id, t.type,
           (array['Berekening', 'Getekende berekening', 'Ontvangstbewijs', 'Factuur', 'Offerte',
                  'Getekend ontvangstbewijs'])[t.type],
           o.date + t.step * interval '3 days'
    from orders o
    cross join lateral unnest(
      case when o.order_status_fk in (1, 7, 9) then array[1]
           when o.order_status_fk in (2, 6, 8, 3) then array[1, 2, 5]
           when o.order_status_fk = 4 then array[1, 2, 5, 3]
           else array[1, 2, 5, 3, 4, 6] end
    ) with ordinality t(type, step)
    where o.id between ${oFrom}::int and ${oTo}::int`);
  await db.execute(sql`
    insert into bikes (order_fk, employee_fk, bike_type_fk, bike_brand_fk, model, frame_number, key_number_1, sticker_number)
    select o.id, q.employee_fk, q.bike_type_fk, q.bike_brand_fk, 'Generated',
           'GEN' || lpad(o.id::text, 14, '0'), 'K' || (o.id % 100000), lpad((o.id % 100000000)::text, 8, '0')
    from orders o join quotations q on q.id = o.quotation_fk
    where o.id between ${oFrom}::int and ${oTo}::int and o.order_status_fk in (3, 4, 5)`);
  await db.execute(sql`
    insert into confirmed_orders (order_fk, confirmed_by, confirmer_mail, confirmed_reason, cancelled, cancelled_by, cancelled_reason)
    select o.id, 'HR', 'hr@generated.test', case when o.order_status_fk <> 8 then 'Akkoord' end, o.order_status_fk = 8,
           case when o.order_status_fk = 8 then 'HR' end, case when o.order_status_fk = 8 then 'Budget overschreden' end
    from orders o
    where o.id between ${oFrom}::int and ${oTo}::int and o.order_status_fk in (3, 4, 5, 8)`);
}
