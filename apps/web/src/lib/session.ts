import type { TUser } from '@sokoni/domain/contracts/auth';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import type { TPartner } from '@sokoni/domain/contracts/partner';

export type SessionRole = 'user' | 'partner' | 'driver';

/** The localStorage keys of the spec: an account object and its bearer token per role. */
export const STORAGE_KEYS = {
  user: { profile: 'user', token: 'userToken' },
  partner: { profile: 'partnerDetails', token: 'partnerToken' },
  driver: { profile: 'driver', token: 'driverToken' },
} as const satisfies Record<SessionRole, { profile: string; token: string }>;

export interface Profiles {
  user: TUser;
  partner: TPartner;
  driver: TDriver;
}

export interface RoleSession<P> {
  token: string;
  profile: P;
}

export type Session = { [R in SessionRole]: RoleSession<Profiles[R]> | null };

const ROLES: SessionRole[] = ['user', 'partner', 'driver'];
const REDIRECT_KEY = 'redirectPath';

const EMPTY: Session = { user: null, partner: null, driver: null };
let current: Session = EMPTY;
const listeners = new Set<() => void>();

function emit(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

function readRole<R extends SessionRole>(role: R): RoleSession<Profiles[R]> | null {
  const keys = STORAGE_KEYS[role];
  const token = localStorage.getItem(keys.token);
  const raw = localStorage.getItem(keys.profile);
  if (!token || !raw) return null;
  try {
    const profile: unknown = JSON.parse(raw);
    if (!profile || typeof profile !== 'object' || Array.isArray(profile)) return null;
    return { token, profile: profile as Profiles[R] };
  } catch {
    return null;
  }
}

/**
 * Reads the stored sessions. A role is restored only when both its object and its token are
 * stored (and the object parses); a half-stored role is cleared so nothing acts on a stale token.
 */
export function restoreSession(): Session {
  const next: Session = { ...EMPTY };
  for (const role of ROLES) {
    const restored = readRole(role);
    if (restored) (next as Record<SessionRole, unknown>)[role] = restored;
    else removeKeys(role);
  }
  emit(next);
  return next;
}

function removeKeys(role: SessionRole) {
  localStorage.removeItem(STORAGE_KEYS[role].token);
  localStorage.removeItem(STORAGE_KEYS[role].profile);
}

/** What the server renders: nobody signed in. */
export const signedOut = (): Session => EMPTY;

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setRoleSession<R extends SessionRole>(role: R, token: string, profile: Profiles[R]) {
  localStorage.setItem(STORAGE_KEYS[role].token, token);
  localStorage.setItem(STORAGE_KEYS[role].profile, JSON.stringify(profile));
  emit({ ...current, [role]: { token, profile } });
}

/** Replaces the stored account object (e.g. after GET /api/user/me) and keeps the token. */
export function updateRoleProfile<R extends SessionRole>(role: R, profile: Profiles[R]) {
  const existing = current[role];
  if (!existing) return;
  setRoleSession(role, existing.token, profile);
}

/** Logout of one role: removes both stored items and forgets the account. */
export function clearRoleSession(role: SessionRole) {
  removeKeys(role);
  if (current[role]) emit({ ...current, [role]: null });
}

/** Another tab logged in or out: re-read storage so every tab agrees. */
export function listenToOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    restoreSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Only same-site paths may be remembered, so a crafted link cannot send someone elsewhere. */
function isSafePath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** Remembers where to come back to after logging in (kept for this tab only). */
export function setRedirectPath(path: string) {
  if (isSafePath(path)) sessionStorage.setItem(REDIRECT_KEY, path);
}

export function peekRedirectPath(): string {
  const stored = sessionStorage.getItem(REDIRECT_KEY);
  return isSafePath(stored) ? stored : '/';
}

/** The remembered path (default '/'), forgotten once used. */
export function takeRedirectPath(): string {
  const path = peekRedirectPath();
  sessionStorage.removeItem(REDIRECT_KEY);
  return path;
}
