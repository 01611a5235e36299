/** docs/product-rules.md#constants: a swipe needs more than 50 px of horizontal movement. */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeDirection = 'next' | 'prev';

/**
 * What a finished drag means for a gallery: to the left shows the next photo, to the right the
 * previous one. Mostly vertical movement is a scroll, not a swipe.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** Moves through a ring of `count` items: past the last comes the first and before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** docs/product-rules.md#constants: the carousel advances every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The carousel moves on its own only with more than one banner, when nothing asks it to hold still. */
export function shouldAutoAdvance(state: {
  count: number;
  paused: boolean;
  reducedMotion: boolean;
  hidden: boolean;
}): boolean {
  return state.count > 1 && !state.paused && !state.reducedMotion && !state.hidden;
}
