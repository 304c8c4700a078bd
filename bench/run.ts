import { printBundleTable } from './bundle-table';
import { measureRoutes } from './bundle-size';
import { benchDatabases } from './databases';
import { benchJobs } from './jobs-smtp';
import { benchRequestPath, requestPathTitle } from './request-path';
import { benchLiveUpdates, LIVE_GOAL } from './live-updates';
import { benchCalculation, CALCULATION_TITLE } from './lease-calculation';
import { benchLoginTransfer } from './login-transfer';
import { benchSignIn } from './sign-in';
import { printTable, type Row } from './table';

/**
 * `npm run bench`: the web bundle per route (from the build), then every server measurement on
 * PGlite and, when it answers, on the local PostgreSQL.
 */
const bundle = measureRoutes();
// Before the databases start, so nothing else competes for the core.
const calculation = await benchCalculation();
const databases = await benchDatabases();
const jobs: Row[] = [];
const signIns: Row[] = [];
const requestPath: Row[] = [];
const live: Row[] = [];
const login = bundle.find((route) => route.route === '/login');
const started = performance.now();
const progress = (step: string) =>
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${step}\n`);
let transfer: Row[] = [];
try {
  if (login) {
    progress('/login transfer');
    transfer = await benchLoginTransfer(login);
  }
  for (const database of databases) {
    progress(`job queue on ${database.label}`);
    jobs.push(...(await benchJobs()));
  }
  for (const database of databases) {
    progress(`sign-in on ${database.label}`);
    signIns.push(await benchSignIn(database));
  }
  requestPath.push(...(await benchRequestPath()));
  for (const database of databases) {
    progress(`live updates on ${database.label}`);
    live.push(await benchLiveUpdates(database));
  }
  progress('done');
} finally {
  for (const database of databases) await database.drop();
  progress('dropped');
}
printBundleTable(bundle);
printTable(CALCULATION_TITLE, calculation);
printTable('Transfer of a first visit to /login (served by the server from the build)', transfer);
printTable('Job queue: mails delivered to a local SMTP server', jobs);
printTable('Sign-in request (GraphQL signIn, argon2id)', signIns);
printTable(requestPathTitle, requestPath);
printTable(`Live updates: one event to every subscriber (goal: ${LIVE_GOAL})`, live);
