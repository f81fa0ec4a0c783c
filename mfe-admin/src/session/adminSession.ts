import { STORAGE_KEYS, type AdminUser } from '@kingside/contracts';
import { safeStorage } from '@kingside/ui';
import { useMemo, useSyncExternalStore } from 'react';

/*
 * The administrator's sign-in as docs/spec.md §3 stores it: `adminToken` and `adminUser` (JSON) in localStorage.
 * One module reads and writes both, so every screen sees a change at once (and another tab does too,
 * through the storage event).
 */

const CHANGED = 'kingside:admin-session';

export type AdminSessionState =
  | { status: 'signedOut' }
  /** a stored user whose role is not admin (docs/spec.md §4: sign out with a toast) */
  | { status: 'notAdmin' }
  | { status: 'signedIn'; token: string; user: AdminUser };

/** The stored adminUser, if it has the shape of one (a hand-edited or truncated value counts as none). */
export function parseAdminUser(raw: string | null): AdminUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AdminUser> | null;
    if (
      value &&
      typeof value.id === 'number' &&
      typeof value.username === 'string' &&
      typeof value.email === 'string' &&
      typeof value.role === 'string'
    ) {
      return {
        id: value.id,
        username: value.username,
        email: value.email,
        // any string: a role other than admin is a state of its own (notAdmin), not a malformed value
        role: value.role as AdminUser['role'],
        twoFactorEnabled: value.twoFactorEnabled === true,
      };
    }
  } catch {
    /* not JSON: treated as missing */
  }
  return null;
}

export function readAdminSession(): AdminSessionState {
  return sessionFrom(safeStorage.get(STORAGE_KEYS.adminToken), safeStorage.get(STORAGE_KEYS.adminUser));
}

function sessionFrom(token: string | null, rawUser: string | null): AdminSessionState {
  const user = parseAdminUser(rawUser);
  if (!token || !user) return { status: 'signedOut' };
  if (user.role !== 'admin') return { status: 'notAdmin' };
  return { status: 'signedIn', token, user };
}

function announce() {
  window.dispatchEvent(new Event(CHANGED));
}

export function saveAdminSession(token: string, user: AdminUser): void {
  safeStorage.set(STORAGE_KEYS.adminToken, token);
  safeStorage.set(STORAGE_KEYS.adminUser, JSON.stringify(user));
  announce();
}

/** Keeps the token, replaces the stored user (e.g. after two-factor was turned on or off). */
export function updateAdminUser(user: AdminUser): void {
  safeStorage.set(STORAGE_KEYS.adminUser, JSON.stringify(user));
  announce();
}

export function clearAdminSession(): void {
  safeStorage.set(STORAGE_KEYS.adminToken, null);
  safeStorage.set(STORAGE_KEYS.adminUser, null);
  announce();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.adminToken || event.key === STORAGE_KEYS.adminUser) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// A string snapshot: useSyncExternalStore compares snapshots with Object.is, so it must not be a new object each read.
const SEPARATOR = '\u0000';
const snapshot = () => `${safeStorage.get(STORAGE_KEYS.adminToken) ?? ''}${SEPARATOR}${safeStorage.get(STORAGE_KEYS.adminUser) ?? ''}`;

/** The current admin sign-in, re-rendering when it changes (here or in another tab). */
export function useAdminSession(): AdminSessionState {
  const raw = useSyncExternalStore(subscribe, snapshot, () => SEPARATOR);
  return useMemo(() => {
    const [token = '', user = ''] = raw.split(SEPARATOR);
    return sessionFrom(token || null, user || null);
  }, [raw]);
}
