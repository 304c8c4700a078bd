import { benchCalculation, CALCULATION_TITLE } from './lease-calculation';
import { printTable } from './table';

/** `npm run bench:calculation -w bench`: lease calculations per second on one core. */
printTable(CALCULATION_TITLE, [benchCalculation()]);
