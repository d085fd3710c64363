import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../../docs/decisions/', import.meta.url));
const files = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
const index = readFileSync(`${DIR}README.md`, 'utf8');

/** The header every record starts with: its status paragraph, then its date and what it supersedes. */
function headerOf(file: string) {
  const text = readFileSync(`${DIR}${file}`, 'utf8');
  const status = /^\*\*Status:\*\* ([\s\S]*?)\n\n/m.exec(text)?.[1]?.replace(/\n/g, ' ') ?? null;
  const fields = /^\*\*Date:\*\* (\d{4}-\d{2}-\d{2}) · \*\*Supersedes:\*\* (.+)$/m.exec(text);
  return { status, date: fields?.[1] ?? null, supersedes: fields?.[2] ?? null };
}
const numbersIn = (text: string) => [...text.matchAll(/\[(\d{3})\]\(\d{3}-[^)]+\.md\)/g)].map((m) => m[1]!);

describe('decision records', () => {
  it('each carry a status (accepted, or superseded by a later record), a date and what they supersede', () => {
    const incomplete = files.filter((file) => {
      const { status, date, supersedes } = headerOf(file);
      return !status || !/^(accepted|superseded by \[\d{3}\]\(\d{3}-[^)]+\.md\))/.test(status) || !date || !supersedes;
    });
    expect(incomplete).toEqual([]);
  });

  it('agree with each other: a record superseded by another is named by it as superseded', () => {
    const disagreeing = files.flatMap((file) => {
      const { status } = headerOf(file);
      const by = /^superseded by \[(\d{3})\]/.exec(status ?? '')?.[1];
      if (!by) return [];
      const later = files.find((f) => f.startsWith(`${by}-`));
      return later && numbersIn(headerOf(later).supersedes ?? '').includes(file.slice(0, 3)) ? [] : [`${file} <- ${by}`];
    });
    expect(disagreeing).toEqual([]);
  });

  it('are all listed in the index (docs/decisions/README.md) with their status', () => {
    const missing = files.filter((file) => {
      const row = index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 3)}](${file}) |`));
      const status = headerOf(file).status ?? '';
      return !row || !row.includes(`| ${status.startsWith('accepted') ? 'accepted' : /^superseded by \[\d{3}\]\([^)]+\)/.exec(status)?.[0]} |`);
    });
    expect(missing).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(33);
  });
});
