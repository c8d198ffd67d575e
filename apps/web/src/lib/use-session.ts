import { useSyncExternalStore } from 'react';
import { getAdminName, subscribeToSession } from './session';

/** The signed-in admin's name, 'Admin' when none is stored; re-renders when the session changes. */
export function useAdminName(): string {
  return useSyncExternalStore(subscribeToSession, getAdminName, getAdminName);
}
