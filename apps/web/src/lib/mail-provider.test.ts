import { describe, expect, it } from 'vitest';
import { mailboxUrl } from './mail-provider.ts';

describe('mailbox for an e-mail address', () => {
  it.each([
    ['wanjiku@gmail.com', 'https://mail.google.com'],
    ['otieno@yahoo.com', 'https://mail.yahoo.com'],
    ['otieno@yahoo.co.uk', 'https://mail.yahoo.com'],
    ['achieng@outlook.com', 'https://outlook.live.com'],
    ['kamau@hotmail.com', 'https://outlook.live.com'],
    ['njeri@aol.com', 'https://mail.aol.com'],
    ['  Wanjiku@GMAIL.com ', 'https://mail.google.com'],
  ])('%s opens %s', (email, url) => {
    expect(mailboxUrl(email)).toBe(url);
  });

  it.each(['duka@sokoni.co.ke', 'mail@mygmail.com', 'not-an-address', ''])('%s opens the mail app', (email) => {
    expect(mailboxUrl(email)).toBe('mailto:');
  });
});
