import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../jobs/queue';
import { SEND_PASSWORD_RESET } from '../modules/auth/send-password-reset';
import { createTestApp } from '../test/test-app';

const TOKEN = 'scrape-token-0123456789';
const promtool = spawnSync('promtool', ['--version']).status === 0;

describe('/metrics', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
    url = await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  const scrape = (authorization?: string) =>
    fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });

  it('is refused without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('spokes_');
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      expect((await fetch(`${await bare.listen(0, '127.0.0.1')}/metrics`)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('counts requests per operation, errors per code, and reads the queue and the subscriptions', async () => {
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: 'query MetricsProbe { me { id } }', operationName: 'MetricsProbe' }),
    });
    // Refused without a session, and still counted under its route's name, not its path.
    await fetch(`${url}/files/employer-quotations.csv`);
    await enqueue(app.database.db, { name: SEND_PASSWORD_RESET, payload: { email: 'nobody@example.test' } });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /spokes_http_request_duration_seconds_count\{route="\/graphql",operation="MetricsProbe",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /spokes_http_request_duration_seconds_count\{route="files\/employer-quotations-export",operation="",status="4\d\d"\} [1-9]/,
    );
    expect(text).toMatch(/spokes_graphql_errors_total\{code="UNAUTHENTICATED"\} [1-9]/);
    expect(text).toMatch(/spokes_job_queue_depth\{job="auth.send-password-reset"\} 1\n/);
    expect(text).toMatch(/spokes_job_queue_oldest_seconds\{job="auth.send-password-reset"\} \d/);
    expect(text).toMatch(/spokes_live_subscriptions 0\n/);
    expect(text).toContain('spokes_process_cpu_seconds_total');
    if (app.database.kind === 'postgres')
      expect(text).toMatch(/spokes_db_pool_connections\{state="in_use"\} \d/);

    // Nobody has that address: the job does nothing and succeeds. Counters are the process's,
    // shared with the other test files of this worker: the run adds one.
    const succeeded = (scraped: string) =>
      Number(
        /spokes_jobs_finished_total\{job="auth.send-password-reset",outcome="succeeded"\} (\d+)/.exec(
          scraped,
        )?.[1] ?? 0,
      );
    await app.worker.runOnce();
    expect(succeeded(await (await scrape(`Bearer ${TOKEN}`)).text())).toBe(succeeded(text) + 1);
  });

  it("passes promtool's check of the format", async (test) => {
    // CI installs Debian's prometheus package; a machine without it skips.
    if (!promtool && process.env.CI) throw new Error('promtool is missing: apt-get install prometheus');
    test.skip(!promtool, 'promtool is not installed');
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    const checked = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});
