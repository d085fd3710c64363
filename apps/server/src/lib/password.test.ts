import { describe, expect, it } from 'vitest';
import { createPasswords, hashPassword } from './password.ts';

describe('passwords', () => {
  it('verifies hashes made at either cost, whichever cost the app now hashes at', async () => {
    const normal = await hashPassword('correct horse battery');
    const fast = await createPasswords('fast').hash('correct horse battery');
    expect(normal.split('$')[1]).toBe('16384');
    expect(fast.split('$')[1]).toBe('1024');
    for (const passwords of [createPasswords('fast'), createPasswords('normal')]) {
      expect(await passwords.verify('correct horse battery', normal)).toBe(true);
      expect(await passwords.verify('correct horse battery', fast)).toBe(true);
      expect(await passwords.verify('wrong horse battery', normal)).toBe(false);
      expect(await passwords.verify('wrong horse battery', fast)).toBe(false);
    }
  });
});
