import { api } from '../../lib/api-client.ts';
import { getSession, subscribeSession, type SessionRole } from '../../lib/session.ts';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { storedLanguage } from '../../i18n/language-choice.ts';
import type { Language } from '../../i18n/languages.ts';

/**
 * The language also lives on the account (`GET/PUT /api/me/language`), so it follows a person to
 * another phone. Every signed-in role of the session (customer, store, rider) keeps its own.
 */
const ROLES: SessionRole[] = ['user', 'partner', 'driver'];

interface AccountLanguage {
  language: Language | null;
}

export function getAccountLanguage(role: SessionRole): Promise<AccountLanguage> {
  return api.get<AccountLanguage>('/api/me/language', { auth: role });
}

export function putAccountLanguage(role: SessionRole, language: Language): Promise<AccountLanguage> {
  return api.put<AccountLanguage>('/api/me/language', { language }, { auth: role });
}

/**
 * Switches the screens at once (and the device's choice), then tells each signed-in account.
 * An account that cannot be told (offline, an older server) leaves the device's switch standing.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  const session = getSession();
  await Promise.allSettled(ROLES.filter((role) => session[role]).map((role) => putAccountLanguage(role, language)));
}

/**
 * Right after `role` signs in: the account's language wins when it has one (a shop assistant's
 * Kiswahili follows them to a new phone); an account without one takes the choice made on this
 * device while signed out. A browser's guess alone is never written to the account here; a new
 * account already has the language its sign-up screens were in (the server reads it from the request).
 */
export async function followAccountLanguage(role: SessionRole): Promise<void> {
  const deviceChoice = storedLanguage();
  let account: Language | null;
  try {
    account = (await getAccountLanguage(role)).language;
  } catch {
    return; // Unknown for now: the device's language stands.
  }
  if (account) {
    if (account !== currentLanguage() || !deviceChoice) await changeLanguage(account);
  } else if (deviceChoice) {
    await putAccountLanguage(role, deviceChoice).catch(() => undefined);
  }
}

/** Calls `onSignIn(role)` for each role that signs in from now on (here or in another tab). */
export function watchSignIns(onSignIn: (role: SessionRole) => void): () => void {
  let before = getSession();
  return subscribeSession(() => {
    const now = getSession();
    for (const role of ROLES) if (!before[role] && now[role]) onSignIn(role);
    before = now;
  });
}
