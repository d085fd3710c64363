import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** One template per test run, so runs started side by side never read each other's half-written file. */
export const templateFileFor = (runId: string | number) => join(root, `.tmp/pglite-template-${runId}.tar`);

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
