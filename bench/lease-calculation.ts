import { bikeTypeById } from '@spokes/domain/codes';
import { calculateLease, DEFAULT_CALCULATION_SHEET, type LeaseInput } from '@spokes/domain/lease-calculation';
import { interleaved, loadAverage, median, met, spread } from './harness';
import type { Row } from './table';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3) + 2;
const GOAL_RATIO = 0.3;
export const CALCULATION_TITLE =
  `Lease calculation: calculations/s on one core, 1 s per round, median (min–max) of ${ROUNDS} rounds ` +
  'interleaved with the same arithmetic written inline';

const inputs: (LeaseInput & { index: number })[] = Array.from({ length: 1024 }, (_, i) => ({
  index: i % 4,
  amounts: { BIKE_VALUE: 40_000 + ((i * 7919) % 1_200_000), LOOSE_PARTS_VALUE: (i % 13) * 1_000 },
  bikeTypeId: [1, 2, 4, 5][i % 4],
  salarySwapShare: [1, 0.8, 0.5][i % 3],
  companyHasMaintenanceField: i % 5 === 0,
}));

const sheet = DEFAULT_CALCULATION_SHEET;
/** Looked up once, before timing: the inline version indexes an array instead. */
const maintenanceByTypeId = inputs.slice(0, 4).map((input) => {
  const type = bikeTypeById(input.bikeTypeId);
  return type ? sheet.maintenanceMonthlyCents[type.code] : 0;
});
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The anchor: DOMAIN.md's arithmetic for the lease amount and salary swap written straight out,
 * the sheet's numbers read from the same sheet, without the named-amount object, the bike type
 * lookup or the warning. The distance to it is what the domain function's structure costs.
 */
function inlineLease(input: LeaseInput & { index: number }): number {
  const vatFactor = 1 + sheet.vatRate;
  const a = input.amounts;
  const excluded = round(((a.BIKE_VALUE ?? 0) + (a.LOOSE_PARTS_VALUE ?? 0) + (a.CLOTHING ?? 0)) / vatFactor);
  const residual = round(excluded * sheet.residualValueShare);
  const r = sheet.yearlyInterestRate / 12;
  const growth = (1 + r) ** sheet.durationMonths;
  const financing = ((excluded - residual / growth) * r) / (1 - 1 / growth);
  const insurance = round((excluded * sheet.insuranceYearlyShare) / 12);
  const maintenance = input.companyHasMaintenanceField
    ? round((a.MAINTENANCE ?? 0) / 12)
    : maintenanceByTypeId[input.index];
  const lease = round(financing + insurance + maintenance + sheet.assistanceMonthlyCents);
  return round(round(lease * vatFactor) * (input.salarySwapShare ?? sheet.defaultSalarySwapShare));
}

/** Calculations per second of `calculate` over the inputs for one second; the results are checked. */
function perSecond(calculate: (input: (typeof inputs)[number]) => number): number {
  let count = 0;
  let checksum = 0;
  const start = performance.now();
  const end = start + 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 1024; i++) checksum += calculate(inputs[i]);
    count += 1024;
  }
  if (!Number.isFinite(checksum)) throw new Error('the calculation gave no number');
  return (count * 1000) / (performance.now() - start);
}

const app = (input: LeaseInput) => calculateLease(sheet, input).salary_swap;

/** `calculateLease` of packages/domain against the inline arithmetic, in this thread. */
export async function benchCalculation(): Promise<Row[]> {
  for (let i = 0; i < 1024; i++)
    if (app(inputs[i]) !== inlineLease(inputs[i]))
      throw new Error(`input ${i}: the inline arithmetic differs`);
  perSecond(app);
  perSecond(inlineLease);
  const rounds = await interleaved(ROUNDS, {
    app: async () => perSecond(app),
    inline: async () => perSecond(inlineLease),
  });
  const ratios = rounds.app.map((value, i) => value / rounds.inline[i]);
  return [
    {
      'calculateLease /s': spread(rounds.app, 0),
      'inline arithmetic /s': spread(rounds.inline, 0),
      ratio: spread(ratios, 2),
      goal: `≥ ${GOAL_RATIO}× inline`,
      met: met(median(ratios) >= GOAL_RATIO),
      load: loadAverage(),
    },
  ];
}
