import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/module-cycle/', import.meta.url));
const fixtureModules = path.join(fixture, 'src/modules');
const serverModules = path.join(repo, 'apps/server/src/modules');
const RULE = 'sokoni-server-modules/no-module-cycle';

interface ModuleGraphRule {
  default: ESLint.Plugin;
  moduleCycles(modulesDir: string): string[][];
  moduleGraph(modulesDir: string): Map<string, Map<string, { file: string; target: string }>>;
}
// A plain JavaScript file, since eslint.config.js loads it without a TypeScript step.
const rulePath = path.join(repo, 'eslint-rules/server-module-cycles.js');
let rule: ModuleGraphRule;
beforeAll(async () => {
  rule = (await import(rulePath)) as ModuleGraphRule;
});

function fixtureLinter(): ESLint {
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { 'sokoni-server-modules': rule.default }, rules: { [RULE]: 'error' } },
  ];
  return new ESLint({ cwd: fixture, overrideConfigFile: true, overrideConfig: config });
}

const messagesOf = (results: ESLint.LintResult[]) => results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => m.message));

describe('lint: server modules import each other in no circle', () => {
  it('passes modules that import one way', async () => {
    expect(messagesOf(await fixtureLinter().lintFiles(['src/modules/**/*.ts']))).toEqual([]);
  });

  it('fails a new import that closes a circle through three module folders, though no two files import each other', async () => {
    const statement = "import { invoiceLine } from '../billing/invoice.ts';\n\nexport const statementLine = invoiceLine;\n";
    const results = await fixtureLinter().lintText(statement, { filePath: path.join(fixtureModules, 'accounts/statement.ts') });
    const [message, ...others] = messagesOf(results);
    expect(others).toEqual([]);
    expect(message).toContain('accounts -> billing -> shipping -> accounts');
    expect(message).toContain('billing/invoice.ts imports shipping/shipment.ts');
  });

  it('also counts an import of types only, and ignores tests', async () => {
    const linter = fixtureLinter();
    const types = await linter.lintText("import type * as billing from '../billing/invoice.ts';\nexport type Line = typeof billing.invoiceLine;\n", {
      filePath: path.join(fixtureModules, 'shipping/billed.ts'),
    });
    expect(messagesOf(types)).toEqual([expect.stringContaining('shipping -> billing -> shipping')]);
    const test = await linter.lintText("import { invoiceLine } from '../billing/invoice.ts';\nexport const line = invoiceLine;\n", {
      filePath: path.join(fixtureModules, 'accounts/statement.test.ts'),
    });
    expect(messagesOf(test)).toEqual([]);
  });

  it("is part of the project's lint (npm run lint) for the server's modules", async () => {
    // Any module that imports another today: a new file in the second importing the first closes a circle.
    const [from, targets] = [...rule.moduleGraph(serverModules)].find(([, t]) => t.size > 0)!;
    const [to, { file }] = [...targets][0]!;
    const specifier = path.relative(path.join(serverModules, to), file).split(path.sep).join('/');
    const results = await new ESLint({ cwd: repo }).lintText(`import * as other from '${specifier}';\n\nexport const again = other;\n`, {
      filePath: path.join(serverModules, to, 'closes-a-circle.ts'),
    });
    expect(messagesOf(results)).toEqual([expect.stringContaining(`${to} -> ${from}`)]);
  });

  it("finds no circle between the server's modules today", () => {
    expect(rule.moduleCycles(serverModules)).toEqual([]);
  });
});
