import {
  calculateLease,
  salarySwapShareFor,
  type LeaseInput,
  type LeaseResult,
} from '@spokes/domain/lease-calculation';
import type { Tx } from '../../client';
import { companyCalculationSheets } from '../../schema/companies';
import { quotationFields, quotations } from '../../schema/quotations';
import { bikeModels, deliverabilities } from './names';
import type { DemoCompany, DemoDealer, DemoOrganisations } from './organisations';
import type { DemoEmployee } from './people';
import { DEMO_BASE_DATE, daysBefore, inBatches, type Random } from './random';

/** Order status codes of DOMAIN.md with their ids; 'NONE' is a quotation without an order. */
export const orderStatusIds = {
  NEW: 1,
  SIGNED: 2,
  SEND_TO_DECIDER: 6,
  APPROVED: 3,
  DELIVERABLE: 4,
  DELIVERED: 5,
  CANCELLED: 7,
  REFUSED: 8,
  TESTPURPOSES: 9,
} as const;
export type DemoStatus = keyof typeof orderStatusIds | 'NONE';

const statusWeights: Record<DemoStatus, number> = {
  NONE: 18,
  NEW: 9,
  SIGNED: 9,
  SEND_TO_DECIDER: 12,
  APPROVED: 12,
  DELIVERABLE: 9,
  DELIVERED: 20,
  CANCELLED: 3,
  REFUSED: 5,
  TESTPURPOSES: 3,
};
/** How many days before the base date a quotation in this state was made. */
const ageDays: Record<DemoStatus, [number, number]> = {
  NONE: [0, 200],
  NEW: [0, 30],
  SIGNED: [5, 45],
  SEND_TO_DECIDER: [5, 60],
  APPROVED: [20, 120],
  DELIVERABLE: [30, 150],
  DELIVERED: [60, 540],
  CANCELLED: [10, 300],
  REFUSED: [10, 300],
  TESTPURPOSES: [0, 300],
};

const bikeValueEuros: Record<number, [number, number]> = {
  2: [600, 1500],
  5: [1800, 4500],
  1: [4000, 9500],
  4: [500, 1200],
};

/** The quotation columns of a lease result (warning_code is not stored; warning_message is). */
const columnsOf = ({ warning_code: _code, ...columns }: LeaseResult) => columns;

export type DemoQuotation = {
  id: number;
  number: string;
  status: DemoStatus;
  date: Date;
  employee: DemoEmployee;
  company: DemoCompany;
  dealer: DemoDealer;
  bikeTypeId: number;
  bikeBrandId: number;
  model: string;
  amounts: LeaseResult;
};

export async function seedQuotations(
  tx: Tx,
  random: Random,
  orgs: DemoOrganisations,
  employees: DemoEmployee[],
): Promise<DemoQuotation[]> {
  const sheets = await tx.select().from(companyCalculationSheets);
  const sheetOf = (company: DemoCompany) => {
    for (let c: DemoCompany | undefined = company; c; c = orgs.companies.find((p) => p.id === c!.parentId)) {
      const own = sheets.find((s) => s.company_fk === c!.id);
      if (own) return own;
    }
    return sheets.find((s) => s.company_fk === null)!;
  };
  const statuses = Object.keys(statusWeights) as DemoStatus[];
  const activeDealers = orgs.dealers.slice(0, 3);

  const planned = employees.flatMap((employee) => {
    const count = random.weighted({ one: 60, two: 30, three: 10 });
    return Array.from({ length: { one: 1, two: 2, three: 3 }[count] }, () => employee);
  });
  const rows = planned.map((employee, i) => {
    // the first quotations walk through every status so that each one is present.
    const status = i < statuses.length ? statuses[i] : random.weighted(statusWeights);
    const [minAge, maxAge] = ageDays[status];
    const date = daysBefore(DEMO_BASE_DATE, random.int(minAge, maxAge), random.int(7, 16));
    const dealer = random.pick(activeDealers);
    const bikeTypeId = Number(random.weighted({ '2': 25, '5': 50, '1': 20, '4': 5 }));
    return { employee, status, date, dealer, bikeTypeId };
  });
  const built = rows.map((r) => {
    const { bikeTypeId } = r;
    const [min, max] = bikeValueEuros[bikeTypeId];
    const values: Record<string, string> = {
      BIKE_DESCRIPTION: `${random.pick(bikeModels[bikeTypeId])}, ${random.pick(['zwart', 'grijs', 'blauw', 'groen'])}`,
      BIKE_VALUE: `${random.int(min / 10, max / 10) * 10 - 1}.00`,
      PARTS_DESCRIPTION: '',
      LOOSE_PARTS_VALUE: '0.00',
      CLOTHING_DESCRIPTION: '',
      CLOTHING: '0.00',
    };
    if (random.chance(0.5)) {
      values.PARTS_DESCRIPTION = random.pick([
        'Slot en fietstas',
        'Kinderzitje',
        'Extra batterij',
        'Regenhoes',
      ]);
      values.LOOSE_PARTS_VALUE = `${random.int(4, 40) * 10}.00`;
    }
    if (random.chance(0.4)) {
      values.CLOTHING_DESCRIPTION = random.pick(['Regenjas', 'Helm', 'Helm en handschoenen']);
      values.CLOTHING = `${random.int(3, 25) * 10}.00`;
    }
    const company = r.employee.company;
    if (company.fieldIds.MAINTENANCE) values.MAINTENANCE = `${random.int(12, 30) * 10}.00`;
    const sheet = sheetOf(company);
    const cents = (code: string) => Math.round(Number(values[code] ?? '0') * 100);
    const inputs: LeaseInput = {
      amounts: {
        BIKE_VALUE: cents('BIKE_VALUE'),
        LOOSE_PARTS_VALUE: cents('LOOSE_PARTS_VALUE'),
        CLOTHING: cents('CLOTHING'),
        ...(values.MAINTENANCE ? { MAINTENANCE: cents('MAINTENANCE') } : {}),
      },
      bikeTypeId,
      salarySwapShare: salarySwapShareFor(sheet.parameters, r.employee.statuteCode),
      companyHasMaintenanceField: values.MAINTENANCE !== undefined,
      language: company.languageId === 2 ? 'fr' : 'nl',
    };
    const amounts = calculateLease(sheet.parameters, inputs);
    const brandIds = r.dealer.brandIds;
    return {
      ...r,
      company,
      bikeTypeId,
      bikeBrandId: random.pick(brandIds),
      model: values.BIKE_DESCRIPTION.split(',')[0],
      values,
      amounts,
      row: {
        quotation_date: r.date,
        active: !(r.status === 'CANCELLED' || (r.status === 'NONE' && random.chance(0.3))),
        test: r.status === 'TESTPURPOSES',
        dealer_fk: r.dealer.id,
        company_fk: company.id,
        employee_fk: r.employee.id,
        bike_type_fk: bikeTypeId,
        deliverability: random.pick(deliverabilities),
        costcenter: ['APPROVED', 'DELIVERABLE', 'DELIVERED'].includes(r.status)
          ? random.pick(company.costCenters)
          : null,
        earliest_delivery_date: random.chance(0.3) ? daysBefore(r.date, -random.int(14, 60), 11) : null,
        calculation_sheet: {
          sheet_id: sheet.id,
          version: sheet.version,
          parameters: sheet.parameters,
          inputs: { ...inputs, statuteCode: r.employee.statuteCode, fields: values },
        },
        ...columnsOf(amounts),
      },
    };
  });
  const inserted = await inBatches(built, (batch) =>
    tx
      .insert(quotations)
      .values(batch.map((b) => ({ ...b.row, bike_brand_fk: b.bikeBrandId })))
      .returning({ id: quotations.id, number: quotations.quotation_number }),
  );
  const fieldRows = built.flatMap((b, i) =>
    Object.entries(b.values).map(([code, value]) => ({
      quotation_fk: inserted[i].id,
      field_fk: b.company.fieldIds[code],
      value,
    })),
  );
  await inBatches(fieldRows, (batch) =>
    tx.insert(quotationFields).values(batch).returning({ id: quotationFields.id }),
  );

  return built.map((b, i) => ({
    id: inserted[i].id,
    number: inserted[i].number,
    status: b.status,
    date: b.date,
    employee: b.employee,
    company: b.company,
    dealer: b.dealer,
    bikeTypeId: b.bikeTypeId,
    bikeBrandId: b.bikeBrandId,
    model: b.model,
    amounts: b.amounts,
  }));
}
