import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'sokoni-config-'));

describe('loadConfig', () => {
  it('applies defaults and keeps a generated development secret across loads', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ port: 3000, host: '127.0.0.1', seedDemo: true, adminEmails: ['admin@sokoni.co.ke'], maxOpenOrders: 3 });
    expect(loadConfig({ DATA_DIR: dir, MAX_OPEN_ORDERS: '0' }).maxOpenOrders).toBe(0);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ ADMIN_EMAILS: 'boss@example.com,not-an-email' }, 'ADMIN_EMAILS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ CORS_ORIGINS: 'example.com' }, 'CORS_ORIGINS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DB_STATEMENT_TIMEOUT_MS: '5s' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_CONNECT_TIMEOUT_MS: '0' }, 'DB_CONNECT_TIMEOUT_MS'],
    [{ API_DOCS: 'yes' }, 'API_DOCS'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ MAX_OPEN_ORDERS: 'three' }, 'MAX_OPEN_ORDERS'],
    [{ MAX_OPEN_ORDERS: '-1' }, 'MAX_OPEN_ORDERS'],
    [{ MAX_OPEN_ORDERS: '2.5' }, 'MAX_OPEN_ORDERS'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(variable);
  });

  it('keeps demo data off in production unless SEED_DEMO=1 is given', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('lowers the password hashing cost only for test runs and refuses it in production with a reason', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashCost).toBe('normal');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PASSWORD_HASH_COST: 'fast' }).passwordHashCost).toBe('fast');
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: 'fast' };
    expect(() => loadConfig(production)).toThrow('PASSWORD_HASH_COST: fast is for test runs only and is refused when NODE_ENV=production');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'fast' })).toThrow('PASSWORD_HASH_COST');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'cheap' })).toThrow('PASSWORD_HASH_COST');
  });

  it('reads lists and switches', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: ' Boss@Example.com , ops@example.com',
      SEED_DEMO: '0',
      CORS_ORIGINS: 'https://a.example,http://localhost:5173',
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
  });
});
