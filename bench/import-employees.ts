/**
 * `npm run bench:import-employees -w bench`: the settings' employee import (issue 23) on the
 * built server, as `npm start` runs it, in a child process over HTTP against its embedded
 * database (PGlite in a fresh DATA_DIR, demo data seeded; BENCH_IMPORT_DATABASE=postgres: a scratch
 * database on BENCH_DATABASE_URL instead). The bench signs in as the demo super
 * user, makes a BENCH_IMPORT_ROWS (10,000) row employees CSV for one demo company and measures,
 * BENCH_IMPORT_RUNS (5) times each and interleaved with an anchor (a trivial authenticated
 * GraphQL request, `me`):
 * - the dry run of the file (multipart upload, every row checked, the whole answer read);
 * - the apply of a file of new employees (10,000 creates; each run new e-mails);
 * - the apply of the same file again with another phone number (10,000 updates).
 * Medians with min and max. Goals (issue 23): dry run ≤ 3 s, apply ≤ 10 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@spokes/server/src/test/scratch-database';
import { printTable, type Row } from './table';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
/** BENCH_IMPORT_DATABASE=postgres: a scratch database on BENCH_DATABASE_URL instead of the embedded one. */
const ON_POSTGRES = process.env.BENCH_IMPORT_DATABASE === 'postgres';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SUPER_USER = 'super@demo.test';
const PASSWORD = 'Spokes!2026';
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
const startScript = (
  JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

type Server = { url: string; pid: number; stop(): Promise<void> };

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<Server> {
  // Without a database URL: the embedded database in DATA_DIR.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn('sh', ['-c', `exec ${startScript}`], {
    cwd: serverDir,
    env: {
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for await (const line of createInterface({ input: child.stdout })) {
    let url: string | undefined;
    try {
      url = (JSON.parse(line) as { url?: string }).url;
    } catch {
      continue;
    }
    if (!url) continue;
    child.stdout.resume();
    return {
      url,
      pid: child.pid!,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('the server stopped before it listened');
}

type Answer<T> = { data?: T; errors?: { message: string }[] };

function graphql(server: Server, cookie: string) {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Answer<T>;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
}

async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { status } }',
      variables: { email: SUPER_USER, password: PASSWORD },
    }),
  });
  const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
  const body = (await response.json()) as Answer<{ signIn: { status: string } }>;
  if (body.errors || cookie.length === 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return cookie.join('; ');
}

const HEADER =
  'Voornaam;Achternaam;E-mail;Telefoon;Statuut;Aanspreking;Taal;Geboortedatum;Straat;Huisnummer;Postcode;Gemeente;Personeelsnummer;Opmerking;Datum rijbewijs';

/** A file of ROWS employees whose e-mails carry `tag` (new employees per tag), with this phone. */
function employeesCsv(tag: string, phone: string, rows = ROWS): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++)
    lines.push(
      [
        `Voornaam${i}`,
        `Achternaam${i}`,
        `bench.${tag}.${i}@example.be`,
        phone,
        i % 2 ? 'EMPLOYEE' : 'WORKER',
        i % 2 ? 'MR' : 'MS',
        i % 3 ? 'nl' : 'fr',
        `${1 + (i % 28)}/${1 + (i % 12)}/19${60 + (i % 40)}`,
        'Kerkstraat',
        String(1 + (i % 200)),
        String(1000 + (i % 8999)),
        'Antwerpen',
        `P${tag}${i}`,
        'Bench',
        '01/06/2010',
      ].join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const OUTCOME =
  '{ applied total created updated unchanged refused rows { row action label reasons { column code message } } }';
type Outcome = {
  applied: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: unknown[];
};

async function upload(server: Server, cookie: string, field: string, company: number, csv: string) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($company: Int!, $file: File!) { ${field}(company_id: $company, file: $file) ${OUTCOME} }`,
      variables: { company, file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([csv], 'employees.csv', { type: 'text/csv' }));
  const start = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', cookie },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - start;
  const body = JSON.parse(text) as Answer<Record<string, Outcome>>;
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 2000));
  return { ms, bytes: text.length, outcome: body.data![field] };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const spread = (values: number[]) =>
  `${median(values).toFixed(0)} (${sorted(values)[0].toFixed(0)}–${sorted(values).at(-1)!.toFixed(0)})`;

const dataDir = mkdtempSync(join(tmpdir(), 'spokes-bench-import-'));
const scratch = ON_POSTGRES ? await createScratchDatabase(POSTGRES_URL) : undefined;
const server = await startServer(dataDir, scratch?.url);
const rows: Row[] = [];
try {
  const cookie = await signIn(server);
  const request = graphql(server, cookie);
  const { companyTree } = await request<{ companyTree: { id: number; name: string }[] }>(
    '{ companyTree { id name } }',
  );
  // The first company that takes the generated rows (a company may require a national number).
  let company: { id: number; name: string } | undefined;
  for (const candidate of companyTree) {
    const probe = await upload(
      server,
      cookie,
      'previewEmployeeImport',
      candidate.id,
      employeesCsv('probe', '0470123456', 1),
    ).catch(() => null); // a partner-portal company refuses every file
    if (process.env.BENCH_DEBUG)
      process.stderr.write(`${candidate.name}: ${JSON.stringify(probe?.outcome)}\n`);
    if (probe?.outcome.created === 1) {
      company = candidate;
      break;
    }
  }
  if (!company) throw new Error('no demo company takes the generated rows');
  const anchor = async () => {
    const start = performance.now();
    await request('{ me { id } }');
    return performance.now() - start;
  };
  process.stderr.write(`company ${company.name} (${company.id}), ${ROWS.toLocaleString('en')} rows\n`);
  // Warm-up: JIT, plans, the first multipart parse.
  await upload(server, cookie, 'previewEmployeeImport', company.id, employeesCsv('warm', '0470123456'));
  for (let i = 0; i < 5; i++) await anchor();

  const times = {
    anchor: [] as number[],
    preview: [] as number[],
    create: [] as number[],
    update: [] as number[],
  };
  let bytes = 0;
  let answerBytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const created = employeesCsv(`r${run}`, '0470123456');
    bytes = created.length;
    times.anchor.push(await anchor());
    const preview = await upload(server, cookie, 'previewEmployeeImport', company.id, created);
    if (preview.outcome.created !== ROWS)
      throw new Error(
        `preview: ${JSON.stringify({ ...preview.outcome, rows: preview.outcome.rows.slice(0, 3) })}`,
      );
    times.preview.push(preview.ms);
    answerBytes = preview.bytes;
    times.anchor.push(await anchor());
    const apply = await upload(server, cookie, 'applyEmployeeImport', company.id, created);
    if (!apply.outcome.applied || apply.outcome.created !== ROWS)
      throw new Error(`apply: ${JSON.stringify({ ...apply.outcome, rows: apply.outcome.rows.slice(0, 3) })}`);
    times.create.push(apply.ms);
    times.anchor.push(await anchor());
    const changed = employeesCsv(`r${run}`, '0499887766');
    const update = await upload(server, cookie, 'applyEmployeeImport', company.id, changed);
    if (!update.outcome.applied || update.outcome.updated !== ROWS)
      throw new Error(
        `update: ${JSON.stringify({ ...update.outcome, rows: update.outcome.rows.slice(0, 3) })}`,
      );
    times.update.push(update.ms);
    process.stderr.write(
      `run ${run + 1}: preview ${preview.ms.toFixed(0)} ms, create ${apply.ms.toFixed(0)} ms, update ${update.ms.toFixed(0)} ms\n`,
    );
  }
  const size = `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  rows.push(
    {
      measure: 'anchor: `me` (authenticated)',
      file: '',
      'ms median (min–max)': spread(times.anchor),
      goal: '',
      met: '',
    },
    {
      measure: `dry run, ${ROWS.toLocaleString('en')} new rows (answer ${(answerBytes / 1024 / 1024).toFixed(2)} MB)`,
      file: size,
      'ms median (min–max)': spread(times.preview),
      goal: '≤ 3000 ms',
      met: Math.max(...times.preview) <= 3000 ? 'yes' : 'no',
    },
    {
      measure: `apply, ${ROWS.toLocaleString('en')} creates`,
      file: size,
      'ms median (min–max)': spread(times.create),
      goal: '≤ 10000 ms',
      met: Math.max(...times.create) <= 10000 ? 'yes' : 'no',
    },
    {
      measure: `apply, ${ROWS.toLocaleString('en')} updates`,
      file: size,
      'ms median (min–max)': spread(times.update),
      goal: '≤ 10000 ms',
      met: Math.max(...times.update) <= 10000 ? 'yes' : 'no',
    },
  );
} finally {
  await server.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
printTable(
  `Employee import on the built server over HTTP, ${ON_POSTGRES ? 'PostgreSQL (scratch database)' : 'embedded database (PGlite)'}, ${RUNS} runs, ` +
    `load average ${loadavg()[0].toFixed(2)}`,
  rows,
);
