import { AlertCircle, CheckCircle2, Info, type LucideIcon, TriangleAlert } from 'lucide-react';

/**
 * The tones of the shop's messages — toasts and the messages inside forms — each with its own icon and colour,
 * so what a message looks like says what it is: a tick only for success, a triangle for a warning (something
 * changed, look again), an exclamation mark for an error, an "i" for information.
 */
export type Tone = 'success' | 'error' | 'warning' | 'info';

export const TONE_ICON: Record<Tone, LucideIcon> = {
  success: CheckCircle2,
  error: AlertCircle,
  warning: TriangleAlert,
  info: Info,
};

/** The icon's colour in each tone. */
export const TONE_ICON_COLOUR: Record<Tone, string> = {
  success: 'text-success',
  error: 'text-bordo',
  warning: 'text-warning',
  info: 'text-cognac',
};
