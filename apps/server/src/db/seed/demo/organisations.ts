import type { Tx } from '../../client';
import { EXCLUDED_PLATE_INVOICE_TARGET_ID } from '@spokes/domain/codes';
import { DEFAULT_CALCULATION_SHEET, type CalculationSheet } from '@spokes/domain/lease-calculation';
import {
  companies,
  companyCalculationSheets,
  companyHasEmployeeStatute,
  costCenters,
  invoiceTargets,
} from '../../schema/companies';
import { bikeBrands, dealerHasBikeBrand, dealers } from '../../schema/dealers';
import { fields } from '../../schema/fields';
import { bikeBrandNames, slug } from './names';
import { inBatches, type Random } from './random';

/** Invoice target whose orders get no automatic licence plate request (DOMAIN.md). */
export const EXCLUDED_INVOICE_TARGET_ID = EXCLUDED_PLATE_INVOICE_TARGET_ID;
export const DEMO_ACCESS_CODE = 'ZONNEDAL26';

export type DemoDealer = { id: number; name: string; brandIds: number[] };
export type DemoCompany = {
  id: number;
  name: string;
  parentId: number | null;
  invoiceTargetId: number;
  fip: boolean;
  hide: boolean;
  domain: string;
  languageId: number;
  sheet: CalculationSheet;
  /** field type code -> field id */
  fieldIds: Record<string, number>;
  costCenters: string[];
  statuteIds: number[];
};
export type DemoOrganisations = { dealers: DemoDealer[]; companies: DemoCompany[] };

type CompanyPlan = {
  name: string;
  parent?: string;
  target?: string;
  fr?: boolean;
  fip?: boolean;
  hide?: boolean;
  test?: boolean;
  partner?: string;
  maintenance?: boolean;
  sheet?: Partial<CalculationSheet>;
};

const companyPlan: CompanyPlan[] = [
  {
    name: 'Brouwerij Zonnedal',
    maintenance: true,
    sheet: {
      durationMonths: 48,
      residualValueShare: 0.1,
      salarySwapShareByStatute: { WORKER: 0.8 },
    },
  },
  { name: 'Zonnedal Logistiek', parent: 'Brouwerij Zonnedal' },
  { name: 'Zonnedal Retail', parent: 'Brouwerij Zonnedal' },
  { name: 'Zonnedal Retail Gent', parent: 'Zonnedal Retail' },
  { name: 'Zonnedal Archief', parent: 'Brouwerij Zonnedal', hide: true },
  { name: 'Vandenbroucke Engineering', target: 'Axus', maintenance: true },
  { name: 'Vandenbroucke Engineering Antwerpen', parent: 'Vandenbroucke Engineering', target: 'Axus' },
  { name: 'Vandenbroucke Ingénierie Liège', parent: 'Vandenbroucke Engineering', target: 'Axus', fr: true },
  { name: 'Groep Meridiaan', target: 'Lease Partners' },
  { name: 'Meridiaan Zorg', parent: 'Groep Meridiaan', target: 'Lease Partners', fip: true },
  { name: 'Meridiaan Onderwijs', parent: 'Groep Meridiaan', target: 'Lease Partners' },
  { name: 'Meridiaan Diensten', parent: 'Groep Meridiaan', target: 'Lease Partners', hide: true },
  { name: 'Hôpital Saint-Luc', target: 'Fleet Lease Belgium', fr: true, fip: true },
  {
    name: 'Clinique du Parc',
    parent: 'Hôpital Saint-Luc',
    target: 'Fleet Lease Belgium',
    fr: true,
    fip: true,
  },
  { name: 'Stad Kortrijk', target: 'Fleet Lease Belgium', maintenance: true },
  { name: 'OCMW Kortrijk', parent: 'Stad Kortrijk', target: 'Fleet Lease Belgium' },
  { name: 'Techno Partners', partner: 'KPMG' },
  { name: 'Bakkerij Wouters' },
  { name: 'Architectenbureau Lijn' },
  { name: 'Drukkerij De Pers' },
  { name: 'Spokes Testbedrijf', test: true },
];

const fieldPlan = [
  { type: 1, code: 'BIKE_DESCRIPTION', name: 'Fiets', description: 'Merk, model en kleur van de fiets' },
  { type: 2, code: 'BIKE_VALUE', name: 'Prijs fiets', description: 'Prijs van de fiets incl. btw' },
  { type: 3, code: 'PARTS_DESCRIPTION', name: 'Onderdelen', description: 'Accessoires en onderdelen' },
  {
    type: 4,
    code: 'LOOSE_PARTS_VALUE',
    name: 'Prijs onderdelen',
    description: 'Prijs van de losse onderdelen incl. btw',
  },
  { type: 5, code: 'CLOTHING_DESCRIPTION', name: 'Kledij', description: 'Beschrijving van de kledij' },
  { type: 6, code: 'CLOTHING', name: 'Prijs kledij', description: 'Prijs van de kledij incl. btw' },
  {
    type: 7,
    code: 'MAINTENANCE',
    name: 'Onderhoudsbudget',
    description: 'Jaarlijks onderhoudsbudget incl. btw',
  },
];

const dealerPlan = [
  {
    name: 'Fietsen Janssens',
    city: 'Gent',
    zip: '9000',
    street: 'Kortrijksesteenweg 112',
    language: 'nl' as const,
  },
  { name: 'Velo Leuven', city: 'Leuven', zip: '3000', street: 'Tiensestraat 45', language: 'nl' as const },
  { name: 'Cycles Dupont', city: 'Namur', zip: '5000', street: 'Rue de Fer 8', language: 'fr' as const },
  {
    name: 'Bike Center Antwerpen',
    city: 'Antwerpen',
    zip: '2000',
    street: 'Plantin en Moretuslei 200',
    language: 'nl' as const,
  },
];

export async function seedOrganisations(tx: Tx, random: Random): Promise<DemoOrganisations> {
  const brandRows = await tx
    .insert(bikeBrands)
    .values(
      bikeBrandNames.map((name) => ({
        name,
        code: slug(name).toUpperCase(),
        hidden_public_website: name === 'Qwic',
      })),
    )
    .returning({ id: bikeBrands.id });
  const brandIds = brandRows.map((b) => b.id);

  const dealerRows = await tx
    .insert(dealers)
    .values(
      dealerPlan.map((d, i) => ({
        name: d.name,
        street: d.street,
        zip_code: d.zip,
        city: d.city,
        language: d.language,
        email: `winkel@${slug(d.name)}.test`,
        email_customers: `klanten@${slug(d.name)}.test`,
        tel: `+32 9 ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
        tel_backoffice: `+32 9 ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
        contact: 'Zaakvoerder',
        account_manager: i % 2 === 0 ? 'An Verstraete' : 'Bert Coppens',
        official_registration_name: `${d.name} BV`,
        vat_id: belgianVatNumber(random.digits(9)),
        website_url: `https://${slug(d.name)}.test`,
        active: i < 3,
      })),
    )
    .returning({ id: dealers.id, name: dealers.name });
  const demoDealers = dealerRows.map((d, i) => ({
    ...d,
    brandIds: Array.from({ length: 5 }, (_, k) => brandIds[(i * 3 + k) % brandIds.length]),
  }));
  await tx
    .insert(dealerHasBikeBrand)
    .values(demoDealers.flatMap((d) => d.brandIds.map((b) => ({ dealer_fk: d.id, bike_brand_fk: b }))));

  const targetRows = await tx
    .insert(invoiceTargets)
    .values([
      { name: 'Axus', tl_id_v1: 'AX-001', tl_id_v2: 'axus', address: 'Da Vincilaan 5, 1930 Zaventem' },
      {
        id: EXCLUDED_INVOICE_TARGET_ID,
        name: 'Lease Partners',
        tl_id_v2: 'lease-partners',
        license_plate_auto_request: false,
      },
      { name: 'Spokes Lease', tl_id_v2: 'spokes', address: 'Kerkstraat 1, 9000 Gent' },
      { name: 'Fleet Lease Belgium', tl_id_v2: 'fleet-lease' },
    ])
    .returning({ id: invoiceTargets.id, name: invoiceTargets.name });
  const targetId = (name = 'Spokes Lease') => targetRows.find((t) => t.name === name)!.id;

  const created: DemoCompany[] = [];
  let pending = companyPlan;
  while (pending.length > 0) {
    const ready = pending.filter((p) => !p.parent || created.some((c) => c.name === p.parent));
    pending = pending.filter((p) => !ready.includes(p));
    const rows = await tx
      .insert(companies)
      .values(
        ready.map((p) => ({
          name: p.name,
          company_parent_fk: p.parent ? created.find((c) => c.name === p.parent)!.id : null,
          invoice_target_fk: targetId(p.target),
          language_fk: p.fr ? 2 : 1,
          variant_fk: p.fip ? 2 : 1,
          employee_access_code: p.name === 'Brouwerij Zonnedal' ? DEMO_ACCESS_CODE : random.code(10),
          hide: p.hide ?? false,
          fip: p.fip ?? false,
          test: p.test ?? false,
          partner_integration: p.partner ?? null,
          contact: 'HR-dienst',
          email: `hr@${slug(p.name)}.test`,
          tel: `+32 2 ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
          customer_id: `C${random.digits(6)}`,
          lab_hash: random.chance(0.5) ? random.code(6) : null,
          info: `<p>Welkom bij het fietsplan van <strong>${p.name}</strong>.</p>`,
          disclaimer_calculation: 'Deze berekening is indicatief en onder voorbehoud van goedkeuring.',
          disclaimer_receipt: 'De werknemer bevestigt de fiets in goede staat te hebben ontvangen.',
          employee_required_fields: random.chance(0.4) ? ['employee_number', 'drivers_license_date'] : [],
          custom_employee_properties:
            p.name === 'Stad Kortrijk' ? [{ name: 'Dienst', type: 'text', required: true }] : [],
        })),
      )
      .returning({ id: companies.id, name: companies.name, company_parent_fk: companies.company_parent_fk });
    for (const row of rows) {
      const p = ready.find((r) => r.name === row.name)!;
      const parent = created.find((c) => c.id === row.company_parent_fk);
      created.push({
        id: row.id,
        name: row.name,
        parentId: row.company_parent_fk,
        invoiceTargetId: targetId(p.target),
        fip: p.fip ?? false,
        hide: p.hide ?? false,
        domain: `${slug(p.name)}.test`,
        languageId: p.fr ? 2 : 1,
        sheet: { ...(parent?.sheet ?? DEFAULT_CALCULATION_SHEET), ...p.sheet },
        fieldIds: {},
        costCenters: ['Administratie', 'Productie', 'Verkoop', 'IT', 'Logistiek'].slice(0, random.int(2, 4)),
        statuteIds: random.chance(0.3) ? [1, 2, 3] : [1, 2],
      });
    }
  }

  const withSheet = companyPlan.filter((p) => p.sheet).map((p) => created.find((c) => c.name === p.name)!);
  await tx
    .insert(companyCalculationSheets)
    .values(withSheet.map((c) => ({ company_fk: c.id, version: 2, parameters: c.sheet })));
  await tx
    .insert(costCenters)
    .values(created.flatMap((c) => c.costCenters.map((name) => ({ name, company_fk: c.id }))));
  await tx
    .insert(companyHasEmployeeStatute)
    .values(created.flatMap((c) => c.statuteIds.map((s) => ({ company_fk: c.id, employee_statute_fk: s }))));

  const fieldRows = created.flatMap((c) => {
    const own = companyPlan.find((p) => p.name === c.name)!;
    return fieldPlan
      .filter((f) => f.code !== 'MAINTENANCE' || own.maintenance)
      .map((f) => ({
        company: c,
        code: f.code,
        row: {
          company_fk: c.id,
          field_type_fk: f.type,
          name: f.name,
          description: f.description,
          index: f.type,
        },
      }));
  });
  const fieldIds = await inBatches(fieldRows, (batch) =>
    tx
      .insert(fields)
      .values(batch.map((f) => f.row))
      .returning({ id: fields.id }),
  );
  fieldRows.forEach((f, i) => (f.company.fieldIds[f.code] = fieldIds[i].id));

  return { dealers: demoDealers, companies: created };
}

/**
 * A Belgian VAT number that passes the mod 97 check (the dealer info form refuses others), from
 * nine random digits: the same draw as before, so the rest of the demo data stays as it was.
 */
function belgianVatNumber(drawn: string): string {
  const base = `0${drawn.slice(0, 7)}`;
  return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
}
