import { benchCalculation, CALCULATION_TITLE } from './lease-calculation';
import { printTable } from './table';

/** `npm run bench:calculation -w bench`: the lease calculation against the same arithmetic inline. */
printTable(CALCULATION_TITLE, await benchCalculation());
