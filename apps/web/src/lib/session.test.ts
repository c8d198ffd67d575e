import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getAdminId,
  getAdminName,
  getToken,
  isSignedIn,
  startSession,
  storeToken,
  subscribeToSession,
} from './session';

describe('admin session storage', () => {
  it('stores token, name and id under adminToken, adminName and adminId when login succeeds', () => {
    startSession({ token: 'tok-1', admin: { id: 7, name: 'Asha Admin' } });

    expect(localStorage.getItem('adminToken')).toBe('tok-1');
    expect(localStorage.getItem('adminName')).toBe('Asha Admin');
    expect(localStorage.getItem('adminId')).toBe('7');
    expect(getToken()).toBe('tok-1');
    expect(getAdminName()).toBe('Asha Admin');
    expect(getAdminId()).toBe(7);
  });

  it('counts the admin as signed in exactly when a token is stored', () => {
    expect(isSignedIn()).toBe(false);

    localStorage.setItem('adminName', 'Asha Admin');
    expect(isSignedIn()).toBe(false);

    localStorage.setItem('adminToken', 'tok-2');
    expect(isSignedIn()).toBe(true);

    localStorage.setItem('adminToken', '');
    expect(isSignedIn()).toBe(false);
  });

  it("names the admin 'Admin' when no name is stored", () => {
    expect(getAdminName()).toBe('Admin');
    localStorage.setItem('adminName', '   ');
    expect(getAdminName()).toBe('Admin');
  });

  it('clears all three keys', () => {
    startSession({ token: 'tok-3', admin: { id: 1, name: 'Asha Admin' } });

    clearSession();

    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminName')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(getAdminId()).toBeNull();
  });

  it('stores only the token for a password reset', () => {
    storeToken('reset-token');

    expect(localStorage.getItem('adminToken')).toBe('reset-token');
    expect(localStorage.getItem('adminName')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
  });

  it('tells subscribers about changes in this tab and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);

    startSession({ token: 't', admin: { id: 1, name: 'A' } });
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
