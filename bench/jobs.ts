import { benchJobs, jobsTitle } from './jobs-smtp';
import { printTable } from './table';

/** `npm run bench:jobs -w bench`: only the job queue's mail throughput, on PostgreSQL. */
printTable(jobsTitle, await benchJobs());
