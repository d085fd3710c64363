import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { PHONE_DEVICE } from './e2e/fixtures/phone-device.ts';
import { appPort, thisWorker, WORKERS } from './e2e/fixtures/ports.ts';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

/**
 * Browser journeys against the built app on a fresh temporary database with demo data, one app per
 * worker (e2e/fixtures/ports.ts). Playwright loads this file again in each worker, where
 * TEST_PARALLEL_INDEX says which app that worker's pages and requests go to.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // On a busy machine (a CI runner shared with other jobs) a long journey's every step can take
  // seconds: the limit is for a journey that is stuck, not for one that is slow.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/fixtures/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${appPort(thisWorker())}`,
    trace: 'retain-on-failure',
    ...PHONE_DEVICE,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: `node e2e/fixtures/start-server.mjs`,
    url: `http://127.0.0.1:${appPort(worker)}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(appPort(worker)) },
  })),
});
