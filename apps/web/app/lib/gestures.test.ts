import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX, shouldAutoAdvance, swipeDirection, wrapIndex } from './gestures';

describe('swipeDirection', () => {
  it('needs more than 50 px of horizontal movement', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(50, 0)).toBeNull();
    expect(swipeDirection(-51, 0)).toBe('next');
    expect(swipeDirection(51, 0)).toBe('prev');
  });

  it('treats mostly vertical movement as scrolling', () => {
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(90, -40)).toBe('prev');
  });
});

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('shouldAutoAdvance', () => {
  const moving = { count: 3, paused: false, reducedMotion: false, hidden: false };

  it('moves every 5 seconds with more than one banner', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(shouldAutoAdvance(moving)).toBe(true);
    expect(shouldAutoAdvance({ ...moving, count: 1 })).toBe(false);
  });

  it('holds still when paused, with reduced motion and in a hidden tab', () => {
    expect(shouldAutoAdvance({ ...moving, paused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...moving, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...moving, hidden: true })).toBe(false);
  });
});
