import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '~/lib/api';
import { isSessionExpired } from '~/lib/api-errors';
import { handleApiError } from '../notifications/api-error-handler';

export type AdminData<T> =
  | { state: 'loading'; data?: T }
  | { state: 'ready'; data: T }
  | { state: 'failed'; status: number; data?: T };

/**
 * Loads panel data in the browser with the signed-in person's token. `key` names what is wanted (the
 * query); a new key aborts the previous request and keeps the old data on screen while the new arrives,
 * so a table does not flash empty between pages. An expired session goes to the global handler.
 */
export function useAdminData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): AdminData<T> & { reload: () => void } {
  const [result, setResult] = useState<AdminData<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` are what make a new request
  useEffect(() => {
    const controller = new AbortController();
    setResult((previous) => ({ state: 'loading', data: previous.data }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isSessionExpired(error)) handleApiError(error);
        setResult((previous) => ({
          state: 'failed',
          status: isApiError(error) ? error.status : -1,
          data: previous.data,
        }));
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...result, reload };
}

/** A value that follows `value` once it has stopped changing for `delayMs` (search boxes). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
