import { printBundleTable } from './bundle-table';
import { measureRoutes } from './bundle-size';
import { benchTargets, progress } from './harness';
import { benchJobs, jobsTitle } from './jobs-smtp';
import { benchRequestPath, requestPathTitle } from './request-path';
import { benchLive, liveTitle } from './live-updates';
import { benchCalculation, CALCULATION_TITLE } from './lease-calculation';
import { benchLoginTransfer } from './login-transfer';
import { benchSignIn } from './sign-in';
import { printTable, type Row } from './table';

/**
 * `npm run bench` (after `npm run build`): the web bundle per route, the lease calculation, then
 * the built server's benches (request path, job queue, live updates), each against its anchor in
 * interleaved rounds. The quotation list and the export load large data: their own commands.
 */
const bundle = measureRoutes();
// Before any server starts, so nothing of ours competes for the core.
progress('lease calculation');
const calculation = await benchCalculation();
progress('request path');
const requestPath = await benchRequestPath();
progress('job queue');
const jobs = await benchJobs();
progress('live updates');
const live = await benchLive();

const login = bundle.find((route) => route.route === '/login');
progress('/login transfer');
const transfer = login ? await benchLoginTransfer(login) : [];
const signIns: Row[] = [];
for (const target of await benchTargets(['postgres', 'pglite']))
  try {
    progress(`sign-in on ${target.label}`);
    signIns.push(await benchSignIn(target));
  } finally {
    await target.drop();
  }
printBundleTable(bundle);
printTable(CALCULATION_TITLE, calculation);
printTable(requestPathTitle, requestPath);
printTable(jobsTitle, jobs);
printTable(liveTitle, live);
printTable('Transfer of a first visit to /login (bytes, from the built server)', transfer);
printTable('Sign-in request over HTTP (GraphQL signIn, argon2id; the built server)', signIns);
