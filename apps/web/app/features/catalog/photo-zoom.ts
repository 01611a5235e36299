/*
 * Zooming into a full-screen photo (docs/product-rules.md#catalogue): a click or a double tap zooms in at that
 * point, a pinch sets the zoom, a drag moves the enlarged photo; the photo never leaves its frame.
 * Positions are relative to the photo's centre, in CSS pixels of its unzoomed size.
 */

export const ZOOM_DEFAULT = 2.5;
export const ZOOM_MAX = 4;
/** Two taps within this time and distance are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

/** The farthest the enlarged photo may move each way before an edge would come inside the frame. */
function limit(size: number, scale: number): number {
  return Math.max(0, (size * scale - size) / 2);
}

/** Keeps the photo covering its frame: the translation is clamped for the scale. */
export function clampZoom(zoom: Zoom, width: number, height: number): Zoom {
  const scale = Math.min(ZOOM_MAX, Math.max(1, zoom.scale));
  if (scale === 1) return NO_ZOOM;
  const lx = limit(width, scale);
  const ly = limit(height, scale);
  return { scale, x: Math.min(lx, Math.max(-lx, zoom.x)), y: Math.min(ly, Math.max(-ly, zoom.y)) };
}

/**
 * Zooms to `scale` keeping the point under the finger or the cursor where it is: a point `p` (from the centre)
 * of the photo shown at `from` moves to `p·scale/from.scale`, so the translation makes up the difference.
 */
export function zoomAt(from: Zoom, scale: number, px: number, py: number, width: number, height: number): Zoom {
  const ratio = scale / from.scale;
  return clampZoom({ scale, x: px - (px - from.x) * ratio, y: py - (py - from.y) * ratio }, width, height);
}

/** A drag of the enlarged photo. */
export function panBy(from: Zoom, dx: number, dy: number, width: number, height: number): Zoom {
  return clampZoom({ ...from, x: from.x + dx, y: from.y + dy }, width, height);
}

/** Whether a tap follows the previous one closely enough, in time and place, to be a double tap. */
export function isDoubleTap(
  previous: { at: number; x: number; y: number } | null,
  tap: { at: number; x: number; y: number },
): boolean {
  return (
    previous !== null &&
    tap.at - previous.at <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX
  );
}
