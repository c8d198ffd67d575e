/**
 * The admin session lives in localStorage under three keys (docs/product/data-and-security.md#admin).
 * The admin counts as signed in exactly when a token is stored (docs/product/shell-and-sign-in.md#admin-session).
 */
export const SESSION_KEYS = {
  token: 'adminToken',
  name: 'adminName',
  id: 'adminId',
} as const;

export const DEFAULT_ADMIN_NAME = 'Admin';

export interface SignedInAdmin {
  token: string;
  admin: { id: number; name: string };
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (privacy mode, quota); the session then lasts for this page only.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function getToken(): string | null {
  const token = read(SESSION_KEYS.token);
  return token ? token : null;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

/** The stored admin name, or 'Admin' when none is stored. */
export function getAdminName(): string {
  return read(SESSION_KEYS.name)?.trim() || DEFAULT_ADMIN_NAME;
}

export function getAdminId(): number | null {
  const raw = read(SESSION_KEYS.id);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

/** Login succeeded: keep the token, the admin name and the admin id. */
export function startSession({ token, admin }: SignedInAdmin): void {
  write(SESSION_KEYS.token, token);
  write(SESSION_KEYS.name, admin.name);
  write(SESSION_KEYS.id, String(admin.id));
  notify();
}

/** Password recovery keeps the verifyOtp token as the admin token (docs/product/shell-and-sign-in.md#password-recovery). */
export function storeToken(token: string): void {
  write(SESSION_KEYS.token, token);
  notify();
}

/** The member renamed themselves (docs/product/team.md#account): the stored name follows, the token stays. */
export function storeAdminName(name: string): void {
  write(SESSION_KEYS.name, name);
  notify();
}

/** Login failure, logout, a rejected token or a finished password reset: forget all three keys. */
export function clearSession(): void {
  remove(SESSION_KEYS.token);
  remove(SESSION_KEYS.name);
  remove(SESSION_KEYS.id);
  notify();
}

/** Calls `listener` whenever the session changes, in this tab or in another one. */
export function subscribeToSession(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
