import { Suspense, useState } from 'react';
import { lazyWithPreload } from '~/components/ui/lazy';

export interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /**
   * Moves focus after closing when the button that opened the dialog is gone (its line was removed);
   * returns false to let focus go back to that button as usual.
   */
  returnFocus?: () => boolean;
}

const ConfirmDialog = lazyWithPreload(() => import('./confirm-dialog'));

/** Starts downloading the dialog when a remove button is reached, so it opens without a wait. */
export const preloadConfirm = ConfirmDialog.preload;

/** The confirmation question; its Radix code is downloaded only when someone is about to remove something. */
export function Confirm(props: ConfirmProps) {
  // Once opened it stays mounted, so Radix closes it properly (focus return, Escape) instead of vanishing.
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
