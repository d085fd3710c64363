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
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
