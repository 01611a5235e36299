import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False during the server render and hydration, true afterwards: gates UI that depends on local storage. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
