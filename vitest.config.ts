import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers keep both cores of a small CI machine busy (the default leaves one idle).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no state between calls: a worker per file only cost its start-up.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          // A file's set-up builds an app on a migrated database: seconds on an idle machine, but a
          // limit is for set-up that is stuck, not for a machine busy with something else.
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share a worker's loaded modules instead of importing the whole server again for
          // each of them (that import was most of this project's time). Every file builds its own
          // app and database (test/helpers/test-app.ts), so nothing a test sees is left by another.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
