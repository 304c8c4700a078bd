import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('takes the defaults of an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('the public address (PUBLIC_URL), which links in mails use', () => {
  it('defaults to localhost on the port the server listens on, without a warning on the default port', () => {
    expect(loadConfig({})).toMatchObject({ PUBLIC_URL: 'http://localhost:3000', warnings: [] });
    for (const HOST of ['0.0.0.0', 'localhost', '127.0.0.1', '::', '::1']) {
      expect(loadConfig({ HOST }).warnings).toEqual([]);
    }
  });

  it('follows another port, and warns naming PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.warnings).toHaveLength(1);
    expect(config.warnings[0]).toMatch(/PUBLIC_URL is not set.*http:\/\/localhost:8080/);
  });

  it('warns naming PUBLIC_URL when the server listens on another host', () => {
    const config = loadConfig({ HOST: '10.1.2.3' });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.warnings).toEqual([expect.stringContaining('set PUBLIC_URL')]);
  });

  it('keeps a given PUBLIC_URL on any port or host, without a warning', () => {
    const config = loadConfig({ PORT: '8080', HOST: '10.1.2.3', PUBLIC_URL: 'https://spokes.example.com' });
    expect(config).toMatchObject({ PUBLIC_URL: 'https://spokes.example.com', warnings: [] });
    expect(() => loadConfig({ PUBLIC_URL: 'spokes.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('production defaults', () => {
  const key = Buffer.alloc(32, 1).toString('base64');

  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://spokes.example.com' } as const;

  it('refuses a production start without TOTP_ENCRYPTION_KEY, naming the variable', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...production, TOTP_ENCRYPTION_KEY: key })).not.toThrow();
  });

  it('refuses a production start without PUBLIC_URL: it is the origin every write is checked against', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: key })).toThrow(/PUBLIC_URL/);
  });

  it('turns the demo seed off in production unless SEED_DEMO=true is given, and then warns loudly', () => {
    expect(loadConfig({}).SEED_DEMO).toBe('true');
    const started = loadConfig({ ...production, TOTP_ENCRYPTION_KEY: key });
    expect(started).toMatchObject({ SEED_DEMO: 'false', warnings: [] });
    const demo = loadConfig({ ...production, TOTP_ENCRYPTION_KEY: key, SEED_DEMO: 'true' });
    expect(demo.SEED_DEMO).toBe('true');
    expect(demo.warnings).toEqual([expect.stringContaining('SEED_DEMO=true IN PRODUCTION')]);
  });

  it('caps SESSION_TTL_HOURS at a week and defaults the idle timeout to an hour', () => {
    expect(loadConfig({ SESSION_TTL_HOURS: '168' }).SESSION_TTL_HOURS).toBe(168);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '169' })).toThrow(/SESSION_TTL_HOURS/);
    expect(loadConfig({}).SESSION_IDLE_MINUTES).toBe(60);
  });

  it('runs sixteen jobs at a time unless JOB_CONCURRENCY says otherwise, and refuses none at all', () => {
    expect(loadConfig({}).JOB_CONCURRENCY).toBe(16);
    expect(loadConfig({ JOB_CONCURRENCY: '4' }).JOB_CONCURRENCY).toBe(4);
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY/);
  });

  it('keeps more PostgreSQL connections than job slots unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeGreaterThan(loadConfig({}).JOB_CONCURRENCY);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('further allowed origins (CORS_ORIGINS)', () => {
  it('reads a comma-separated list as origins', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.example.com/, http://localhost:5173' }).CORS_ORIGINS,
    ).toEqual(['https://a.example.com', 'http://localhost:5173']);
  });

  it('refuses an entry that is not an http(s) URL, naming the variable', () => {
    for (const CORS_ORIGINS of ['a.example.com', 'https://ok.example.com,ftp://files.example.com']) {
      expect(() => loadConfig({ CORS_ORIGINS })).toThrow(/CORS_ORIGINS/);
    }
  });
});
