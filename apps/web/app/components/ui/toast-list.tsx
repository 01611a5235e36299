import { X } from 'lucide-react';
import { TONE_ICON, TONE_ICON_COLOUR, type Tone } from './tone';

/** One message as the list shows it (the notifications store's toasts have this shape). */
export interface ToastItem {
  id: number;
  message: string;
  type: Tone;
}

/** The toasts themselves, each with the icon of its tone (a tick only for success) and a dismiss button. */
export function ToastList({
  toasts,
  onDismiss,
  dismissLabel,
}: {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  return (
    <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-3">
      {toasts.map((toast) => {
        const Icon = TONE_ICON[toast.type];
        return (
          <li
            key={toast.id}
            className="pointer-events-auto flex animate-pop-in items-start gap-3 rounded-md border border-hairline bg-paper py-3 pl-4 pr-1 shadow-lg shadow-ink/10"
          >
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${TONE_ICON_COLOUR[toast.type]}`}
              strokeWidth={1.5}
            />
            <p className="flex-1 py-0.5 text-sm text-ink">{toast.message}</p>
            <button
              type="button"
              onClick={() => onDismiss(toast.id)}
              aria-label={dismissLabel}
              className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
