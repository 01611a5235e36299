import { Suspense } from 'react';
import { lazyWithPreload } from '~/components/ui/lazy';
import { useNotificationsStore } from './store';

const ApiErrorDialog = lazyWithPreload(() => import('./api-error-dialog'));

/** The global error handler's modal; its code is downloaded only when there is an error to show. */
export function ApiErrorModal() {
  const hasError = useNotificationsStore((state) => state.apiError !== null);
  if (!hasError) return null;
  return (
    <Suspense fallback={null}>
      <ApiErrorDialog />
    </Suspense>
  );
}
