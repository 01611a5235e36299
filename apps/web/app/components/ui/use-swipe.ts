import { type PointerEvent, useRef } from 'react';
import { type SwipeDirection, swipeDirection } from '~/lib/gestures';

/** Movement beyond which a press is a drag rather than a click, even when it is too short to swipe. */
const CLICK_SLOP_PX = 10;

/**
 * Pointer handlers that turn a horizontal drag of more than 50 px (finger or mouse) into next/previous.
 * The element should have `touch-action: pan-y`, so vertical scrolling still works on phones.
 * `consumeClick` tells a click handler that the click merely ended a drag (a swipe or a short one).
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return {
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const origin = start.current;
        start.current = null;
        if (!origin) return;
        const dx = event.clientX - origin.x;
        const dy = event.clientY - origin.y;
        swiped.current = Math.hypot(dx, dy) > CLICK_SLOP_PX;
        const direction = swipeDirection(dx, dy);
        if (direction) onSwipe(direction);
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    consumeClick(): boolean {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
