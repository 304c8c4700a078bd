import type { IncomingMessage, ServerResponse } from 'node:http';

export type LifecycleState = 'starting' | 'ready' | 'draining';

/** What /readyz checks once the start is done; each answers whether its part can serve. */
export type ReadinessChecks = {
  database: () => Promise<void>;
  worker: () => boolean;
};

/**
 * An instance's life as a load balancer sees it. /healthz answers as long as the process runs
 * (restarting it would not help a database that is down); /readyz only once the start is done
 * (migrations applied, reference data and strings written, the job worker running), while the
 * database answers, and no longer once the instance drains.
 */
export function createLifecycle() {
  let state: LifecycleState = 'starting';
  let checks: ReadinessChecks | null = null;
  const inFlight = new Set<ServerResponse>();
  const idle: (() => void)[] = [];

  async function readiness() {
    if (state !== 'ready' || !checks) return { ready: false, body: { status: state } };
    const database = await checks.database().then(
      () => 'ok',
      () => 'unreachable',
    );
    const worker = checks.worker() ? 'running' : 'stopped';
    const ready = database === 'ok' && worker === 'running';
    return {
      ready,
      body: { status: ready ? 'ready' : 'unavailable', database, migrations: 'applied', worker },
    };
  }

  return {
    get state() {
      return state;
    },
    /** Requests not answered yet. */
    get inFlight() {
      return inFlight.size;
    },
    /** The start is done: from now on /readyz asks these. */
    ready(given: ReadinessChecks) {
      checks = given;
      if (state === 'starting') state = 'ready';
    },
    /** /readyz answers 503 from now on; the answers not yet begun close their connections. */
    draining() {
      state = 'draining';
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    /** Answers /healthz and /readyz; false for any other path. */
    probe(path: string, res: ServerResponse): boolean {
      if (path === '/healthz') {
        json(res, 200, { status: 'ok' });
        return true;
      }
      if (path !== '/readyz') return false;
      void readiness().then(({ ready, body }) => json(res, ready ? 200 : 503, body));
      return true;
    },
    /** Counts a request until its answer is sent or its connection lost. */
    track(_req: IncomingMessage, res: ServerResponse) {
      inFlight.add(res);
      const done = () => {
        inFlight.delete(res);
        if (inFlight.size === 0) idle.splice(0).forEach((resolve) => resolve());
      };
      res.once('finish', done);
      res.once('close', done);
    },
    /** Resolves true once no request is in flight, false if `timeoutMs` passes first. */
    settled(timeoutMs: number): Promise<boolean> {
      if (inFlight.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

function json(res: ServerResponse, status: number, body: object) {
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}
