import type { OrderDetails, OrderDetailsResponse } from '@atelier/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '~/lib/api';

export type OrderLoad =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'ready'; order: OrderDetails };

/**
 * One order read in the browser once `ready` (the session is known): another customer's order, a wrong
 * id or an invalid guest link all read as "not found" (the API answers 404 without telling which).
 */
export function useOrder(fetcher: (signal: AbortSignal) => Promise<OrderDetailsResponse> | null, ready: boolean) {
  const [load, setLoad] = useState<OrderLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const request = fetcher(controller.signal);
    if (!request) {
      setLoad({ state: 'notFound' });
      return;
    }
    setLoad({ state: 'loading' });
    request.then(
      (response) => setLoad({ state: 'ready', order: response.data }),
      (error) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && [403, 404, 422].includes(error.status);
        setLoad({ state: missing ? 'notFound' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [fetcher, ready, attempt]);

  const replace = useCallback((order: OrderDetails) => setLoad({ state: 'ready', order }), []);
  return { load, retry: () => setAttempt((count) => count + 1), replace };
}
