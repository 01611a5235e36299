import { describe, expect, it } from 'vitest';
import { clampZoom, isDoubleTap, NO_ZOOM, panBy, ZOOM_MAX, zoomAt } from './photo-zoom';

const W = 800;
const H = 800;

describe('zooming into a photo', () => {
  it('keeps the point clicked where it was', () => {
    // A click 200 px right of the centre, zoomed 2×: the photo moves 200 px left so the point stays put.
    expect(zoomAt(NO_ZOOM, 2, 200, 0, W, H)).toEqual({ scale: 2, x: -200, y: 0 });
    // The centre stays the centre.
    expect(zoomAt(NO_ZOOM, 2.5, 0, 0, W, H)).toEqual({ scale: 2.5, x: 0, y: 0 });
  });

  it('never lets an edge of the photo come inside the frame', () => {
    // Zoomed 2× the photo may move 400 px each way at most.
    expect(zoomAt(NO_ZOOM, 2, 800, 800, W, H)).toEqual({ scale: 2, x: -400, y: -400 });
    expect(panBy({ scale: 2, x: 0, y: 0 }, 1000, -1000, W, H)).toEqual({ scale: 2, x: 400, y: -400 });
  });

  it('keeps the scale between the whole photo and the largest zoom', () => {
    expect(clampZoom({ scale: 0.5, x: 30, y: 30 }, W, H)).toEqual(NO_ZOOM);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, W, H).scale).toBe(ZOOM_MAX);
  });

  it('tells a double tap from two taps', () => {
    const first = { at: 1000, x: 100, y: 100 };
    expect(isDoubleTap(first, { at: 1250, x: 110, y: 95 })).toBe(true);
    expect(isDoubleTap(first, { at: 1400, x: 100, y: 100 })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, x: 200, y: 100 })).toBe(false);
    expect(isDoubleTap(null, first)).toBe(false);
  });
});
