import { create } from 'zustand';
import type { Tone } from '~/components/ui/tone';

/** A toast's type is its tone: it decides the icon and colour (components/ui/tone.ts). */
export type ToastType = Tone;

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  /** When it was shown (ms): a problem just reported is not swept away by news of the same moment. */
  at: number;
}

/** An error or warning younger than this stays beside a newer toast (one action reporting both at once). */
const PROBLEM_HOLD_MS = 1000;

export interface ApiErrorState {
  message: string;
  status: number;
}

/** docs/product-rules.md#orders/docs/product-rules.md#constants: notifications and API error messages disappear after 5 seconds unless told otherwise. */
export const NOTIFICATION_DURATION_MS = 5000;

interface NotificationsState {
  toasts: Toast[];
  apiError: ApiErrorState | null;
  /** Number of wrapped calls still running; the loading overlay shows while it is above zero. */
  loading: number;
  /**
   * Shows a toast in place of any other (the newest news is what stands: "WITAJ10 applied" must not sit beside
   * the "LATO2026 expired" it follows, nor toasts pile over a phone's buttons); `durationMs` null keeps it until
   * dismissed. Returns its id.
   */
  notify: (message: string, type?: ToastType, durationMs?: number | null) => number;
  dismiss: (id: number) => void;
  /** Drops the errors and warnings, which speak of the page being left (called when the page changes). */
  dismissProblems: () => void;
  /** Shows the API-error modal; `autoClearMs` null keeps it until acknowledged. */
  showApiError: (error: ApiErrorState, autoClearMs?: number | null) => void;
  clearApiError: () => void;
  startLoading: () => void;
  stopLoading: () => void;
}

let nextId = 1;
const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();
let apiErrorTimer: ReturnType<typeof setTimeout> | undefined;

export const useNotificationsStore = create<NotificationsState>()((set, get) => ({
  toasts: [],
  apiError: null,
  loading: 0,

  notify(message, type = 'info', durationMs = NOTIFICATION_DURATION_MS) {
    const id = nextId++;
    const now = Date.now();
    // The newest news replaces the older — except a problem reported in the same breath (a sync that refused one
    // line and took the others), which must not vanish under its own success.
    const kept = get().toasts.filter(
      (toast) => (toast.type === 'error' || toast.type === 'warning') && now - toast.at < PROBLEM_HOLD_MS,
    );
    for (const toast of get().toasts) if (!kept.includes(toast)) get().dismiss(toast.id);
    set({ toasts: [...kept, { id, message, type, at: now }] });
    if (durationMs !== null && durationMs > 0) {
      toastTimers.set(
        id,
        setTimeout(() => get().dismiss(id), durationMs),
      );
    }
    return id;
  },

  dismiss(id) {
    const timer = toastTimers.get(id);
    if (timer) clearTimeout(timer);
    toastTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },

  dismissProblems() {
    for (const toast of get().toasts) {
      if (toast.type === 'error' || toast.type === 'warning') get().dismiss(toast.id);
    }
  },

  showApiError(error, autoClearMs = NOTIFICATION_DURATION_MS) {
    clearTimeout(apiErrorTimer);
    apiErrorTimer = undefined;
    set({ apiError: error });
    if (autoClearMs !== null && autoClearMs > 0) {
      apiErrorTimer = setTimeout(() => {
        // Only the message this timer was started for is cleared; a newer one keeps its own timer.
        if (get().apiError === error) set({ apiError: null });
      }, autoClearMs);
    }
  },

  clearApiError() {
    clearTimeout(apiErrorTimer);
    apiErrorTimer = undefined;
    set({ apiError: null });
  },

  startLoading() {
    set((state) => ({ loading: state.loading + 1 }));
  },

  stopLoading() {
    set((state) => ({ loading: Math.max(0, state.loading - 1) }));
  },
}));

/** Shows the loading overlay while the promise is pending, whatever its outcome. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const { startLoading, stopLoading } = useNotificationsStore.getState();
  startLoading();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    stopLoading();
  }
}

export const notify = (message: string, type?: ToastType, durationMs?: number | null) =>
  useNotificationsStore.getState().notify(message, type, durationMs);
