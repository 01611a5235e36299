/**
 * Generated seed photographs: product shots, hero banners and blog covers drawn as SVG and
 * rendered to WebP with sharp. Nothing is downloaded; every image is a deterministic function
 * of its inputs (kind, leather colour, view, seed), so a product's photos look the same on every
 * machine and a re-seed can keep the files already on disk.
 *
 * Drawing conventions: product scenes use a 1600×1600 canvas with the floor at y = FY and a key
 * light from the upper left. Gradients are shared per image (ids below), clip paths get unique ids.
 * Expensive SVG filters are avoided: soft shadows are radial gradients or stacked translucent
 * strokes, and the leather grain of close-ups is a small cellular-noise texture computed in JS,
 * tiled once over the frame and masked to the leather.
 */
import { access, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ProductKind } from './data/types';

export const PRODUCT_WIDTHS = [320, 640, 1024, 1600];
export const BANNER_WIDTHS = [640, 1280, 2400];
export const COVER_WIDTHS = [480, 960, 1600];

// ───────────────────────────── geometry ─────────────────────────────

type P = [number, number];

const r1 = (n: number) => Math.round(n * 10) / 10;
const pt = (p: P) => `${r1(p[0])} ${r1(p[1])}`;
const add = (a: P, b: P): P => [a[0] + b[0], a[1] + b[1]];
const mul = (a: P, k: number): P => [a[0] * k, a[1] * k];
const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const dist = (a: P, b: P) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A path string plus sampled points along it (for convex hulls / extrusions). */
class Path {
  d = '';
  pts: P[] = [];
  private cur: P = [0, 0];
  private start: P = [0, 0];
  M(p: P): this {
    this.d += `M${pt(p)}`;
    this.pts.push(p);
    this.cur = this.start = p;
    return this;
  }
  L(p: P): this {
    this.d += `L${pt(p)}`;
    this.pts.push(p);
    this.cur = p;
    return this;
  }
  Q(c: P, p: P): this {
    const a = this.cur;
    const n = clamp(Math.round((dist(a, c) + dist(c, p)) / 14), 4, 40);
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      this.pts.push([u * u * a[0] + 2 * u * t * c[0] + t * t * p[0], u * u * a[1] + 2 * u * t * c[1] + t * t * p[1]]);
    }
    this.d += `Q${pt(c)} ${pt(p)}`;
    this.cur = p;
    return this;
  }
  C(c1: P, c2: P, p: P): this {
    const a = this.cur;
    const n = clamp(Math.round((dist(a, c1) + dist(c1, c2) + dist(c2, p)) / 14), 6, 48);
    for (let i = 1; i <= n; i++) this.pts.push(cubicAt(a, c1, c2, p, i / n));
    this.d += `C${pt(c1)} ${pt(c2)} ${pt(p)}`;
    this.cur = p;
    return this;
  }
  Z(): this {
    this.d += 'Z';
    this.cur = this.start;
    return this;
  }
}

function cubicAt(a: P, b: P, c: P, d: P, t: number): P {
  const u = 1 - t;
  const k0 = u * u * u;
  const k1 = 3 * u * u * t;
  const k2 = 3 * u * t * t;
  const k3 = t * t * t;
  return [k0 * a[0] + k1 * b[0] + k2 * c[0] + k3 * d[0], k0 * a[1] + k1 * b[1] + k2 * c[1] + k3 * d[1]];
}

/** Angle (degrees) of a cubic's tangent at t. */
function cubicAngle(a: P, b: P, c: P, d: P, t: number): number {
  const p0 = cubicAt(a, b, c, d, Math.max(0, t - 0.01));
  const p1 = cubicAt(a, b, c, d, Math.min(1, t + 0.01));
  return (Math.atan2(p1[1] - p0[1], p1[0] - p0[0]) * 180) / Math.PI;
}

/** Polygon with rounded corners (quadratic corners), radius per corner or shared. */
function roundedPoly(pts: P[], r: number | number[]): Path {
  const path = new Path();
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const ri = Array.isArray(r) ? (r[i] ?? 0) : r;
    const l1 = dist(p0, p1);
    const l2 = dist(p1, p2);
    const a = lerp(p1, p0, Math.min(ri, l1 / 2) / (l1 || 1));
    const b = lerp(p1, p2, Math.min(ri, l2 / 2) / (l2 || 1));
    if (i === 0) path.M(a);
    else path.L(a);
    path.Q(p1, b);
  }
  return path.Z();
}

function rectPath(x: number, y: number, w: number, h: number, r: number | number[]): Path {
  return roundedPoly(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    r,
  );
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r1(cx - rx)} ${r1(cy)}A${r1(rx)} ${r1(ry)} 0 1 0 ${r1(cx + rx)} ${r1(cy)}A${r1(rx)} ${r1(ry)} 0 1 0 ${r1(cx - rx)} ${r1(cy)}Z`;
}

/** Convex hull (monotone chain). */
function hull(points: P[]): P[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: P[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** The solid swept by a (convex-ish) outline moved along e, as one path. */
function extrude(pts: P[], e: P): string {
  const h = hull(pts.concat(pts.map((q) => add(q, e))));
  return `M${h.map(pt).join('L')}Z`;
}

/** Affine map of a flat W×H rectangle onto the screen parallelogram P0, P0+u, P0+u+v, P0+v. */
function flatMap(p0: P, u: P, v: P, w: number, h: number) {
  const a = u[0] / w;
  const b = u[1] / w;
  const c = v[0] / h;
  const d = v[1] / h;
  const det = a * d - b * c;
  return {
    t: `matrix(${+a.toFixed(5)} ${+b.toFixed(5)} ${+c.toFixed(5)} ${+d.toFixed(5)} ${r1(p0[0])} ${r1(p0[1])})`,
    /** Screen-space vector → local vector. */
    inv: (s: P): P => [(d * s[0] - c * s[1]) / det, (-b * s[0] + a * s[1]) / det],
    /** Local point → screen point. */
    map: (q: P): P => [a * q[0] + c * q[1] + p0[0], b * q[0] + d * q[1] + p0[1]],
  };
}

// ───────────────────────────── colour ─────────────────────────────

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  let h = m ? m[1] : '8b4a24';
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('');
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
function lum(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function rng(seed: number): () => number {
  let a = (seed >>> 0) ^ 0x5bd1e995;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Leather = {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  edge: string;
  inner: string;
  thread: string;
  hole: string;
  L: number;
};
type Metal = { hi: string; mid: string; lo: string; deep: string };

const BRASS: Metal = { hi: '#fff2c8', mid: '#d2ad62', lo: '#8c6627', deep: '#4f3913' };
const NICKEL: Metal = { hi: '#ffffff', mid: '#c4c7cb', lo: '#7c8186', deep: '#40444a' };

function leatherOf(hex: string, r: () => number): Leather {
  const base = toHex(parseHex(hex));
  const L = lum(base);
  const lift = L < 0.12 ? 0.17 : L < 0.3 ? 0.14 : L > 0.7 ? 0.32 : 0.11;
  const dk = L > 0.7 ? 0.17 : L < 0.12 ? 0.5 : 0.32;
  const contrast = r() < 0.55;
  return {
    base,
    L,
    light: mix(base, '#fff3e4', lift),
    lighter: mix(base, '#fff8ef', Math.min(0.6, lift * 2.2)),
    dark: mix(base, '#1a0e06', dk),
    darker: mix(base, '#0e0704', Math.min(0.8, dk * 1.8)),
    edge: L > 0.7 ? mix(base, '#6a5440', 0.5) : mix(base, '#120a05', 0.6),
    inner: L > 0.7 ? mix(base, '#5e4b3a', 0.35) : mix(base, '#100904', 0.6),
    thread:
      L < 0.42
        ? contrast
          ? mix('#e9dcc2', base, L < 0.12 ? 0.22 : 0.12)
          : mix(base, '#f3e6cf', 0.5)
        : mix(base, '#4a3826', L > 0.7 ? 0.3 : 0.5),
    hole: mix(base, '#000000', L > 0.7 ? 0.35 : 0.6),
  };
}

const NEUTRAL_TONES = ['#eee8e0', '#ece5dc', '#f0ebe4', '#e9e3dc', '#efe7dc', '#ebe6e0'];
const LIFESTYLE_TONES = ['#cfd3c4', '#dccabe', '#c9cfd4', '#ddd0ba', '#cbc1b6', '#d8c7c4'];
/** Payment-card colours peeking out of wallets and card holders (no light ones: they read as holes). */
const CARD_TONES = ['#2f4a5c', '#7d3131', '#c5a56c', '#3d5a4a', '#59606b', '#b9763e', '#8a8f96', '#1f2a36'];

// ───────────────────────────── drawing context ─────────────────────────────

type Ctx = {
  L: Leather;
  H: Metal;
  K: Metal;
  tone: string;
  j: number[];
  cards: string[];
  /** Per-product design variant (0..2): flap shape, closure, buckle shape… */
  style: number;
  seed: number;
  defs: string[];
  uid: (prefix: string) => string;
};

function makeCtx(hex: string, seed: number): Ctx {
  const r = rng(seed);
  const L = leatherOf(hex, r);
  const [lr, , lb] = parseHex(L.base);
  const warm = lr > lb + 18 && L.L > 0.08 && L.L < 0.72;
  const H = warm ? (r() < 0.82 ? BRASS : NICKEL) : r() < 0.3 ? BRASS : NICKEL;
  let tone = NEUTRAL_TONES[Math.floor(r() * NEUTRAL_TONES.length)];
  if (L.L > 0.62) tone = mix(tone, '#9c8f80', 0.42);
  const j = Array.from({ length: 12 }, () => r() * 2 - 1);
  const cards = [...CARD_TONES].sort(() => r() - 0.5).slice(0, 4);
  const style = Math.floor(r() * 3);
  let n = 0;
  return {
    L,
    H,
    K: H === BRASS ? NICKEL : r() < 0.5 ? NICKEL : BRASS,
    tone,
    j,
    cards,
    style,
    seed: seed >>> 0,
    defs: [],
    uid: (p) => `${p}${++n}`,
  };
}

type Stop = [number, string, number?];
const stops = (s: Stop[]) =>
  s
    .map(
      ([o, c, a]) =>
        `<stop offset="${r1(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
const lin = (id: string, x1: number, y1: number, x2: number, y2: number, s: Stop[], extra = '') =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stops(s)}</linearGradient>`;
const rad = (id: string, cx: number, cy: number, r: number, s: Stop[], extra = '') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops(s)}</radialGradient>`;

/** Shared gradients for leather, hardware and shadows. */
function sharedDefs(c: Ctx): string {
  const { L, H } = c;
  return [
    // panel fills carry the key-light sheen themselves (an overlay would cost a full-area blend per panel)
    lin('lf', 0.05, 0, 0.95, 1, [
      [0, mix(L.light, L.lighter, 0.45)],
      [0.22, L.light],
      [0.5, L.base],
      [1, L.dark],
    ]),
    lin('lv', 0, 0, 0.35, 1, [
      [0, mix(L.light, L.lighter, 0.4)],
      [0.3, L.light],
      [0.6, L.base],
      [1, L.dark],
    ]),
    lin('ltop', 0, 1, 0.25, 0, [
      [0, L.light],
      [1, L.lighter],
    ]),
    lin('ls', 0, 0, 1, 1, [
      [0, L.dark],
      [1, L.darker],
    ]),
    lin('lsl', 1, 0, 0, 1, [
      [0, L.base],
      [1, L.light],
    ]),
    lin('lhull', 0.15, 0, 0.85, 1, [
      [0, L.light],
      [0.35, L.dark],
      [1, L.darker],
    ]),
    lin('lin', 0, 0, 0, 1, [
      [0, L.inner],
      [1, mix(L.inner, '#000000', 0.45)],
    ]),
    lin('lstrap', 0, 0, 0, 1, [
      [0, L.light],
      [1, L.base],
    ]),
    lin('lstrapB', 0, 0, 0, 1, [
      [0, L.base],
      [1, L.dark],
    ]),
    lin('lcyl', 0, 0, 1, 0, [
      [0, L.darker],
      [0.16, L.dark],
      [0.36, L.light],
      [0.58, L.base],
      [0.86, L.dark],
      [1, L.darker],
    ]),
    lin('edgeG', 0, 0, 0, 1, [
      [0, L.edge],
      [1, L.darker],
    ]),
    lin('hw', 0, 0, 1, 1, [
      [0, H.hi],
      [0.28, H.mid],
      [0.5, H.lo],
      [0.7, H.mid],
      [0.84, H.hi],
      [1, H.mid],
    ]),
    rad('hwr', 0.35, 0.3, 0.8, [
      [0, H.hi],
      [0.45, H.mid],
      [1, H.lo],
    ]),
    lin('key', 0, 0, 1, 1, [
      [0, c.K.hi],
      [0.35, c.K.mid],
      [0.6, c.K.lo],
      [0.85, c.K.mid],
      [1, c.K.hi],
    ]),
    rad('sh', 0.5, 0.5, 0.5, [
      [0, '#1b130c', 0.5],
      [0.5, '#1b130c', 0.22],
      [1, '#1b130c', 0],
    ]),
  ].join('');
}

// ───────────────────────────── leather grain texture ─────────────────────────────

/** Size of one grain tile in user units (the texture image has twice the resolution). */
const GRAIN_TILE = 110;
const grainCache = new Map<number, string>();

/**
 * Tileable pebble-grain texture as a PNG data URI: cellular (Worley) noise, dark creases along the
 * cell borders, a soft highlight on the upper-left of each pebble and a slight per-pebble tone.
 * Computed in JS once per variant, because an feTurbulence inside a <pattern> would be re-rendered
 * by librsvg for every leather panel that uses it.
 */
function grainTexture(seed: number): string {
  const key = seed % 3;
  const hit = grainCache.get(key);
  if (hit) return hit;
  const S = GRAIN_TILE * 2;
  const N = 18; // cells per side
  const cell = S / N;
  const r = rng(0x9a1 + key);
  const fx: number[] = [];
  const fy: number[] = [];
  const tone: number[] = [];
  for (let i = 0; i < N * N; i++) {
    fx.push((i % N) * cell + (0.15 + 0.7 * r()) * cell);
    fy.push(Math.floor(i / N) * cell + (0.15 + 0.7 * r()) * cell);
    tone.push(r());
  }
  const px = Buffer.alloc(S * S * 4);
  for (let y = 0; y < S; y++) {
    const cy = Math.floor(y / cell);
    for (let x = 0; x < S; x++) {
      const cx = Math.floor(x / cell);
      let d1 = 1e9;
      let d2 = 1e9;
      let best = 0;
      let bdx = 0;
      let bdy = 0;
      for (let oy = -1; oy <= 1; oy++) {
        for (let ox = -1; ox <= 1; ox++) {
          const gx = cx + ox;
          const gy = cy + oy;
          const wx = (gx + N) % N;
          const wy = (gy + N) % N;
          const i = wy * N + wx;
          const dx = x - (fx[i] + (gx - wx) * cell);
          const dy = y - (fy[i] + (gy - wy) * cell);
          const dd = dx * dx + dy * dy;
          if (dd < d1) {
            d2 = d1;
            d1 = dd;
            best = i;
            bdx = dx;
            bdy = dy;
          } else if (dd < d2) d2 = dd;
        }
      }
      const edge = (Math.sqrt(d2) - Math.sqrt(d1)) / cell; // 0 on a crease
      const o = (y * S + x) * 4;
      const crease = clamp(1 - edge / 0.16, 0, 1);
      if (crease > 0) {
        px[o] = 26;
        px[o + 1] = 16;
        px[o + 2] = 9;
        px[o + 3] = Math.round(110 * crease * crease);
      } else {
        const len = Math.sqrt(d1) || 1;
        const lit = (-bdx - bdy) / (len * Math.SQRT2); // facing the key light
        const rim = clamp(len / (cell * 0.6), 0, 1);
        const h = clamp(lit * rim, -1, 1);
        if (h > 0) {
          px[o] = 255;
          px[o + 1] = 248;
          px[o + 2] = 236;
          px[o + 3] = Math.round(46 * h + 10 * tone[best]);
        } else {
          px[o] = 26;
          px[o + 1] = 16;
          px[o + 2] = 9;
          px[o + 3] = Math.round(-40 * h + 22 * tone[best]);
        }
      }
    }
  }
  const uri = `data:image/png;base64,${encodePng(px, S, S).toString('base64')}`;
  grainCache.set(key, uri);
  return uri;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/** Minimal RGBA PNG encoder (no filtering). */
function encodePng(rgba: Buffer, w: number, h: number): Buffer {
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) rgba.copy(raw, y * (w * 4 + 1) + 1, y * w * 4, (y + 1) * w * 4);
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ───────────────────────────── primitives ─────────────────────────────

const DASH = '12 8';

type PanelOpts = {
  /** Stitch line inset from the edge (needs a Path outline). */
  stitch?: number;
  /** Keep stitching only next to outline points for which this holds (open stitch lines). */
  stitchKeep?: (p: P) => boolean;
  edge?: string | false;
  edgeW?: number;
};

/** A leather panel: fill, saddle stitching inset from its edge, painted edge. */
function panel(c: Ctx, shape: Path | string, fill: string, o: PanelOpts = {}): string {
  const d = typeof shape === 'string' ? shape : shape.d;
  let s = `<path d="${d}" fill="${fill}"/>`;
  if (o.stitch && typeof shape !== 'string') s += stitchLine(c, insetPath(shape.pts, o.stitch, o.stitchKeep));
  if (o.edge !== false)
    s += `<path d="${d}" fill="none" stroke="${o.edge ?? c.L.edge}" stroke-width="${o.edgeW ?? 4}" stroke-linejoin="round"/>`;
  return s;
}

/**
 * The outline `pts` (closed, sampled) moved inwards by k, as path data: mitred offset of each
 * point along the bisector of its neighbouring edge normals. With `keep`, only runs of points
 * whose original satisfies it are kept (open stitch lines, e.g. not along a pocket's mouth).
 */
function insetPath(pts: P[], k: number, keep?: (p: P) => boolean): string {
  const q: P[] = [];
  for (const p of pts) if (!q.length || dist(q[q.length - 1], p) > 0.5) q.push(p);
  if (q.length > 2 && dist(q[0], q[q.length - 1]) < 0.5) q.pop();
  const n = q.length;
  if (n < 3) return '';
  let area = 0;
  for (let i = 0; i < n; i++) area += q[i][0] * q[(i + 1) % n][1] - q[(i + 1) % n][0] * q[i][1];
  const sg = area > 0 ? 1 : -1;
  const normal = (a: P, b: P): P => {
    const l = dist(a, b) || 1;
    return [(-sg * (b[1] - a[1])) / l, (sg * (b[0] - a[0])) / l];
  };
  const out: P[] = q.map((b, i) => {
    const n1 = normal(q[(i - 1 + n) % n], b);
    const n2 = normal(b, q[(i + 1) % n]);
    const m0: P = [n1[0] + n2[0], n1[1] + n2[1]];
    const ml = Math.hypot(m0[0], m0[1]) || 1;
    const m: P = [m0[0] / ml, m0[1] / ml];
    const len = k / Math.max(0.4, m[0] * n1[0] + m[1] * n1[1]);
    return [b[0] + m[0] * len, b[1] + m[1] * len];
  });
  const poly = (r: P[]) => `M${r.map(pt).join('L')}`;
  if (!keep) return `${poly(out)}Z`;
  const start = q.findIndex((p) => !keep(p));
  if (start < 0) return `${poly(out)}Z`;
  let d = '';
  let run: P[] = [];
  for (let j = 1; j <= n; j++) {
    const i = (start + j) % n;
    if (keep(q[i])) run.push(out[i]);
    else {
      if (run.length > 1) d += poly(run);
      run = [];
    }
  }
  if (run.length > 1) d += poly(run);
  return d;
}

/** A free-standing stitch line (thread over its punched holes). */
function stitchLine(c: Ctx, d: string, w = 4.4): string {
  return (
    `<path d="${d}" fill="none" stroke="${c.L.hole}" stroke-opacity=".5" stroke-width="${w + 2.4}" stroke-dasharray="${DASH}" transform="translate(1 1.5)"/>` +
    `<path d="${d}" fill="none" stroke="${c.L.thread}" stroke-width="${w}" stroke-dasharray="${DASH}"/>`
  );
}

/** A strap/handle along a path: painted edge, leather, optional stitching along both edges. */
function strap(
  c: Ctx,
  d: string,
  w: number,
  o: { back?: boolean; stitch?: boolean; cap?: 'round' | 'butt' } = {},
): string {
  const paint = o.back ? `url(#lstrapB) ${c.L.dark}` : `url(#lstrap) ${c.L.base}`;
  let s = `<g fill="none" stroke-linecap="${o.cap ?? 'butt'}" stroke-linejoin="round">`;
  s += `<path d="${d}" stroke="${c.L.edge}" stroke-width="${w + 5}"/>`;
  s += `<path d="${d}" stroke="${paint}" stroke-width="${w}"/>`;
  if (o.stitch && w >= 20) {
    s += `<path d="${d}" stroke="${c.L.hole}" stroke-opacity=".5" stroke-width="${w - 7}" stroke-dasharray="${DASH}" stroke-linecap="butt"/>`;
    s += `<path d="${d}" stroke="${c.L.thread}" stroke-width="${w - 9}" stroke-dasharray="${DASH}" stroke-linecap="butt"/>`;
    s += `<path d="${d}" stroke="${paint}" stroke-width="${w - 17}"/>`;
  }
  return `${s}</g>`;
}

/** Polished metal drawn along a path (rings, buckle frames, zips). */
function metal(c: Ctx, d: string, w: number, paint = 'url(#hw)', deep = c.H.deep, hi = c.H.hi): string {
  const o = r1(w * 0.16);
  return (
    `<g class="hw" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path class="sh" d="${d}" stroke="#1d140c" stroke-opacity=".28" stroke-width="${w + 2}" transform="translate(3 5)"/>` +
    `<path d="${d}" stroke="${deep}" stroke-width="${w + 2.5}"/>` +
    `<path d="${d}" stroke="${paint}" stroke-width="${w}"/>` +
    `<path d="${d}" stroke="${hi}" stroke-opacity=".6" stroke-width="${r1(w * 0.26)}" transform="translate(${-o} ${-o})"/>` +
    `</g>`
  );
}

function rivet(c: Ctx, p: P, r = 10): string {
  return (
    `<circle class="sh" cx="${r1(p[0] + 1.5)}" cy="${r1(p[1] + 2.5)}" r="${r + 2}" fill="#120a05" fill-opacity=".35"/>` +
    `<g class="hw"><circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="${r}" fill="url(#hwr)" stroke="${c.H.lo}" stroke-width="1.5"/>` +
    `<ellipse cx="${r1(p[0] - r * 0.3)}" cy="${r1(p[1] - r * 0.35)}" rx="${r1(r * 0.34)}" ry="${r1(r * 0.22)}" fill="#fff" fill-opacity=".7"/></g>`
  );
}

/** Rectangular buckle frame centred at the origin of its group, with prong along +x from the left bar. */
function buckle(c: Ctx, at: P, w: number, h: number, rot = 0, prong = true, round = 0.24): string {
  const bw = Math.max(6, Math.min(w, h) * 0.14);
  const frame = rectPath(-w / 2, -h / 2, w, h, Math.min(w, h) * round).d;
  let s = metal(c, frame, bw);
  if (prong) s += metal(c, `M${r1(-w / 2)} 0L${r1(w * 0.12)} 0.5`, bw * 0.75);
  return `<g transform="translate(${pt(at)}) rotate(${r1(rot)})">${s}</g>`;
}

function ring(c: Ctx, at: P, rx: number, ry: number, w: number): string {
  return metal(c, ellipsePath(at[0], at[1], rx, ry), w);
}

/** D-ring: flat bar along y = 0 from -w/2..w/2, bow towards -y; rotated by rot. */
function dRing(c: Ctx, at: P, w: number, h: number, rot: number, bw = 8): string {
  const d = `M${r1(-w / 2)} 0L${r1(w / 2)} 0C${r1(w / 2)} ${r1(-h * 1.3)} ${r1(-w / 2)} ${r1(-h * 1.3)} ${r1(-w / 2)} 0Z`;
  return `<g transform="translate(${pt(at)}) rotate(${r1(rot)})">${metal(c, d, bw)}</g>`;
}

/** Soft contact shadow for an object resting on the floor between x0..x1 around y (radial gradients, no blur). */
function contact(x0: number, x1: number, y: number, depth: number, k = 1, cast = 0.12): string {
  const cx = (x0 + x1) / 2;
  const rx = (x1 - x0) / 2;
  return (
    `<ellipse class="sh" cx="${r1(cx + rx * cast)}" cy="${r1(y)}" rx="${r1(rx * 1.16 + 70)}" ry="${r1(depth * 1.1 + 44)}" fill="url(#sh)" fill-opacity="${r1(0.6 * k * 100) / 100}"/>` +
    `<ellipse class="sh" cx="${r1(cx + 6)}" cy="${r1(y + 2)}" rx="${r1(rx * 1.03)}" ry="${r1(depth * 0.5 + 10)}" fill="url(#sh)" fill-opacity="${r1(0.95 * k * 100) / 100}"/>`
  );
}

/** Soft shadow of an arbitrary outline: stacked translucent strokes fake a blur cheaply. */
function softShadow(d: string, spread: number, alpha = 0.07, transform = ''): string {
  const t = transform ? ` transform="${transform}"` : '';
  let s = `<g class="sh" fill="#1b120a" stroke="#1b120a" stroke-linejoin="round"${t}>`;
  for (let i = 4; i >= 0; i--)
    s += `<path d="${d}" stroke-width="${r1((spread * i) / 2)}" fill-opacity="${alpha}" stroke-opacity="${alpha}"/>`;
  return `${s}</g>`;
}

function clipTo(c: Ctx, d: string, inner: string): string {
  const id = c.uid('c');
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `<g clip-path="url(#${id})">${inner}</g>`;
}

/** A soft fold/crease in leather: dark groove with a lit ridge beside it. */
function crease(c: Ctx, d: string, w = 9, k = 1): string {
  return (
    `<path d="${d}" fill="none" stroke="${c.L.darker}" stroke-opacity="${r1(0.07 * k * 100) / 100}" stroke-width="${w * 2.2}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.L.darker}" stroke-opacity="${r1(0.09 * k * 100) / 100}" stroke-width="${w}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.L.lighter}" stroke-opacity="${r1(0.13 * k * 100) / 100}" stroke-width="${r1(w * 0.8)}" stroke-linecap="round" transform="translate(${r1(w * 0.9)} -1)"/>`
  );
}

// ───────────────────────────── products ─────────────────────────────

const FY = 1230;

type Drawn = { g: string; focus: P; zoom: number };

/** Handle/strap arch from (x1,y0) to (x2,y0) peaking at peakY, with straight drops to yEnd. */
function arch(x1: number, x2: number, y0: number, peakY: number, yEnd: number, spread = 0): string {
  const k = (y0 - peakY) / 0.75;
  return `M${r1(x1)} ${r1(yEnd)}L${r1(x1)} ${r1(y0)}C${r1(x1 - spread)} ${r1(y0 - k)} ${r1(x2 + spread)} ${r1(y0 - k)} ${r1(x2)} ${r1(y0)}L${r1(x2 + 0.3)} ${r1(yEnd)}`;
}

/** Back slip pocket with a thumb notch, spanning a trapezoid face (for back views). */
function slipPocket(c: Ctx, xl: number, xr: number, y: number, bl: P, br: P, rb: number): string {
  const mid = (xl + xr) / 2;
  const p = new Path()
    .M([xl, y])
    .L([mid - 58, y])
    .C([mid - 50, y + 62], [mid + 50, y + 62], [mid + 58, y])
    .L([xr, y])
    .L([br[0], br[1] - rb])
    .Q(br, [br[0] - rb, br[1]])
    .L([bl[0] + rb, bl[1]])
    .Q(bl, [bl[0], bl[1] - rb])
    .Z();
  return (
    `<path d="M${r1(xl)} ${r1(y - 3)}L${r1(xr)} ${r1(y - 3)}" stroke="${c.L.darker}" stroke-opacity=".45" stroke-width="8"/>` +
    panel(c, p, 'url(#lf)', { stitch: 17 }) +
    `<path d="M${r1(xl + 6)} ${r1(y + 2)}L${r1(mid - 60)} ${r1(y + 2)}M${r1(mid + 60)} ${r1(y + 2)}L${r1(xr - 6)} ${r1(y + 2)}" stroke="${c.L.lighter}" stroke-opacity=".45" stroke-width="3"/>`
  );
}

function tote(c: Ctx, view: number): Drawn {
  const s = view === 1 ? -1 : 1;
  const cx = 800 - s * 48 + c.j[0] * 10;
  const by = FY;
  const tw = 700;
  const bw = 600;
  const h = 575 + c.j[1] * 30;
  const top = by - h;
  const TL: P = [cx - tw / 2, top];
  const TR: P = [cx + tw / 2, top];
  const BR: P = [cx + bw / 2, by];
  const BL: P = [cx - bw / 2, by];
  const d: P = [s * 104, -46];
  const TLb = add(TL, d);
  const TRb = add(TR, d);
  const notch = 50;
  const nL: P = [TL[0] + d[0] / 2, TL[1] + d[1] / 2 + notch];
  const nR: P = [TR[0] + d[0] / 2, TR[1] + d[1] / 2 + notch];
  const hx = 168 + c.j[2] * 16;
  const peak = top - 300 - c.j[3] * 36;
  const o: string[] = [];

  o.push(contact(Math.min(BL[0], BL[0] + d[0]), Math.max(BR[0], BR[0] + d[0]), by + d[1] / 2, Math.abs(d[1]) / 2 + 8));
  // back handle (behind the opening)
  o.push(
    strap(c, arch(cx - hx + d[0], cx + hx + d[0], top + d[1] + 4, peak + d[1], top + d[1] + 60), 36, {
      back: true,
      stitch: true,
    }),
  );
  // opening: inner face of the back wall, lining in shadow
  o.push(`<path d="${roundedPoly([TL, TR, nR, TRb, TLb, nL], 8).d}" fill="url(#lin)"/>`);
  o.push(
    `<path d="M${pt(nL)}L${pt(TLb)}L${pt(TRb)}L${pt(nR)}" fill="none" stroke="${c.L.light}" stroke-width="6" stroke-linejoin="round"/>`,
  );
  // side gusset, folded in at the top
  const side: P[] =
    s > 0
      ? [[TR[0] - 16, TR[1] + 2], add(TR, [0, -1]), nR, TRb, add(BR, d), [BR[0] - 16, BR[1]]]
      : [[TL[0] + 16, TL[1] + 2], add(TL, [0, -1]), nL, TLb, add(BL, d), [BL[0] + 16, BL[1]]];
  o.push(panel(c, roundedPoly(side, [0, 2, 10, 6, 30, 4]).d, s > 0 ? 'url(#ls)' : 'url(#lsl)'));
  const sideFold = s > 0 ? nR : nL;
  const sideBot = s > 0 ? lerp(BR, add(BR, d), 0.5) : lerp(BL, add(BL, d), 0.5);
  o.push(crease(c, `M${pt(sideFold)}Q${pt(lerp(sideFold, sideBot, 0.5))} ${pt(sideBot)}`, 6, 1.2));
  // front (or back) panel
  o.push(panel(c, roundedPoly([TL, TR, BR, BL], [10, 10, 42, 42]), 'url(#lf)', { stitch: 17 }));
  o.push(
    `<path d="M${pt(add(TL, [12, 3]))}L${pt(add(TR, [-12, 3]))}" stroke="${c.L.lighter}" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`,
  );
  const xAt = (x0: number, x1: number, y: number) => x0 + (x1 - x0) * ((y - top) / h);
  if (s < 0) {
    const py = top + 185;
    o.push(slipPocket(c, xAt(TL[0], BL[0], py) + 2, xAt(TR[0], BR[0], py) - 2, py, BL, BR, 42));
  } else if (c.style === 2) {
    // facing band along the top edge
    const yb = top + 74;
    o.push(
      `<path d="M${r1(xAt(TL[0], BL[0], yb) + 3)} ${r1(yb + 3)}L${r1(xAt(TR[0], BR[0], yb) - 3)} ${r1(yb + 3)}" stroke="${c.L.darker}" stroke-opacity=".3" stroke-width="6"/>`,
    );
    o.push(
      panel(
        c,
        roundedPoly([TL, TR, [xAt(TR[0], BR[0], yb), yb], [xAt(TL[0], BL[0], yb), yb]], [10, 10, 2, 2]),
        'url(#lv)',
        { stitch: 17, stitchKeep: (p) => p[1] > top + 1 },
      ),
    );
  }
  // soft creases under the handle attachments
  for (const x of [cx - hx, cx + hx]) {
    o.push(
      crease(
        c,
        `M${r1(x - 4)} ${r1(top + 150)}Q${r1(x + 14)} ${r1(top + 240)} ${r1(x - 8)} ${r1(top + 330 + c.j[4] * 30)}`,
        10,
        0.9,
      ),
    );
  }
  o.push(
    crease(
      c,
      `M${r1(cx + 40)} ${r1(by - 60)}Q${r1(cx + 90)} ${r1(by - 160)} ${r1(cx + 150 + c.j[5] * 30)} ${r1(by - 200)}`,
      8,
      0.6,
    ),
  );
  // front handle with riveted ends
  o.push(strap(c, arch(cx - hx, cx + hx, top, peak, top + 126), 38, { stitch: true }));
  for (const x of [cx - hx, cx + hx]) {
    if (c.style === 1) {
      o.push(panel(c, rectPath(x - 34, top + 22, 68, 118, 12), 'url(#lv)', { stitch: 9 }));
      o.push(rivet(c, [x, top + 81], 10));
    } else {
      o.push(
        `<path d="M${r1(x - 19)} ${r1(top + 128)}L${r1(x + 19)} ${r1(top + 128)}" stroke="${c.L.edge}" stroke-width="5"/>`,
      );
      o.push(rivet(c, [x, top + 38], 9), rivet(c, [x, top + 96], 9));
    }
  }
  return { g: o.join(''), focus: [cx - hx + 30, top + 60], zoom: 2.6 };
}

function crossbody(c: Ctx, view: number): Drawn {
  const s = view === 1 ? -1 : 1;
  const w = 600;
  const h = 410 + c.j[1] * 20;
  const cx = 800 - s * 42 + c.j[0] * 10;
  const by = FY;
  const top = by - h;
  const TL: P = [cx - w / 2 + 10, top];
  const TR: P = [cx + w / 2 - 10, top];
  const BR: P = [cx + w / 2, by];
  const BL: P = [cx - w / 2, by];
  const d: P = [s * 88, -50];
  const TLb = add(TL, d);
  const TRb = add(TR, d);
  const rL = add(lerp(TL, TLb, 0.5), [0, -6]);
  const rR = add(lerp(TR, TRb, 0.5), [0, -6]);
  const o: string[] = [];
  /** Long strap on D-rings, with an adjuster buckle. */
  const crossStrap = (): string[] => {
    const a: P = add(rL, [0, -44]);
    const b: P = add(rR, [0, -44]);
    const pk = 170 + c.j[2] * 30;
    const yc = (pk - 0.25 * (a[1] + b[1]) * 0.5) / 0.75;
    const c1: P = [a[0] - 120, yc];
    const c2: P = [b[0] + 120, yc];
    const out = [strap(c, `M${pt(a)}C${pt(c1)} ${pt(c2)} ${pt(b)}`, 28, { stitch: true })];
    const bt = 0.16;
    out.push(buckle(c, cubicAt(a, c1, c2, b, bt), 38, 46, cubicAngle(a, c1, c2, b, bt)));
    for (const [r, e] of [
      [rL, a],
      [rR, b],
    ] as [P, P][]) {
      out.push(dRing(c, add(r, [0, 4]), 40, 34, 0, 7));
      out.push(strap(c, `M${pt(add(r, [0.3, -14]))}L${pt(add(e, [0, 10]))}`, 28));
      out.push(rivet(c, add(e, [0, 30]), 7));
    }
    return out;
  };
  o.push(contact(Math.min(BL[0], BL[0] + d[0]), Math.max(BR[0], BR[0] + d[0]), by + d[1] / 2, Math.abs(d[1]) / 2 + 8));
  // gusset and top
  const side: P[] =
    s > 0
      ? [[TR[0] - 14, TR[1]], TRb, add(BR, d), [BR[0] - 14, BR[1]]]
      : [[TL[0] + 14, TL[1]], TLb, add(BL, d), [BL[0] + 14, BL[1]]];
  o.push(panel(c, roundedPoly(side, [6, 10, 28, 4]).d, s > 0 ? 'url(#ls)' : 'url(#lsl)'));
  o.push(panel(c, roundedPoly([TL, TR, TRb, TLb], 12).d, 'url(#ltop)'));
  // front (or back) panel
  const front = roundedPoly([TL, TR, BR, BL], [12, 12, 34, 34]);
  o.push(panel(c, front, 'url(#lf)', { stitch: 16 }));
  let focus: P = [cx, top + 260];
  if (s > 0) {
    const fb = top + 282;
    const ov = 8;
    const k = (fb - top) / h;
    const xl = TL[0] + (BL[0] - TL[0]) * k - ov;
    const xr = TR[0] + (BR[0] - TR[0]) * k + ov;
    // flap: rounded (style 0), envelope point (1) or short square flap with a buckled strap (2)
    const flap =
      c.style === 1
        ? roundedPoly(
            [
              [TL[0] - ov, top - 40],
              [TR[0] + ov, top - 40],
              [xr, fb - 90],
              [cx, fb + 26],
              [xl, fb - 90],
            ],
            [0, 0, 26, 36, 26],
          )
        : roundedPoly(
            [
              [TL[0] - ov, top - 40],
              [TR[0] + ov, top - 40],
              [xr, c.style === 2 ? fb - 60 : fb],
              [xl, c.style === 2 ? fb - 60 : fb],
            ],
            [0, 0, c.style === 2 ? 22 : 96, c.style === 2 ? 22 : 96],
          );
    o.push(clipTo(c, front.d, `<path d="${flap.d}" fill="#1b120a" fill-opacity=".2" transform="translate(2 9)"/>`));
    o.push(panel(c, flap, 'url(#lv)', { stitch: 16 }));
    o.push(
      panel(
        c,
        roundedPoly([add(TL, [-ov, 0]), add(TR, [ov, 0]), add(TRb, [ov, 0]), add(TLb, [-ov, 0])], 14).d,
        'url(#ltop)',
      ),
    );
    o.push(
      `<path d="M${pt(add(TL, [4, 2]))}L${pt(add(TR, [-4, 2]))}" stroke="${c.L.lighter}" stroke-opacity=".55" stroke-width="7" stroke-linecap="round"/>`,
    );
    // closure: turn-lock plate (styles 0, 1) or strap and buckle (style 2)
    if (c.style === 2) {
      o.push(strap(c, `M${r1(cx)} ${r1(fb - 170)}L${r1(cx + 0.3)} ${r1(fb + 40)}`, 34, { stitch: true, cap: 'round' }));
      o.push(buckle(c, [cx, fb - 34], 52, 40, 90));
      o.push(
        `<rect x="${r1(cx - 24)}" y="${r1(fb - 4)}" width="48" height="14" rx="4" fill="url(#lv)" stroke="${c.L.edge}" stroke-width="3"/>`,
      );
      return { g: o.concat(crossStrap()).join(''), focus: [cx - 30, fb - 40], zoom: 2.9 };
    }
    const lk: P = c.style === 1 ? [cx, fb - 18] : [cx + 2, fb - 14];
    o.push(`<g class="hw" transform="translate(${pt(lk)})">`);
    o.push(
      `<rect class="sh" x="-50" y="-30" width="100" height="62" rx="16" fill="#150d07" fill-opacity=".3" transform="translate(3 6)"/>`,
    );
    o.push(
      `<rect x="-50" y="-30" width="100" height="62" rx="16" fill="url(#hw)" stroke="${c.H.deep}" stroke-width="2.5"/>`,
    );
    o.push(`<rect x="-38" y="-19" width="76" height="40" rx="10" fill="none" stroke="${c.H.lo}" stroke-width="3"/>`);
    o.push(
      `<ellipse cx="0" cy="2" rx="22" ry="9" fill="url(#hwr)" stroke="${c.H.deep}" stroke-width="2" transform="rotate(-20)"/>`,
    );
    o.push(`<circle cx="-42" cy="1" r="3" fill="${c.H.deep}"/><circle cx="42" cy="1" r="3" fill="${c.H.deep}"/></g>`);
    focus = [lk[0] - 40, lk[1] - 10];
  } else {
    const py = top + 120;
    const k = (py - top) / h;
    o.push(slipPocket(c, TL[0] + (BL[0] - TL[0]) * k + 2, TR[0] + (BR[0] - TR[0]) * k - 2, py, BL, BR, 34));
  }
  o.push(...crossStrap());
  return { g: o.join(''), focus, zoom: 2.7 };
}

function shoulder(c: Ctx, view: number): Drawn {
  const s = view === 1 ? -1 : 1;
  const cx = 800 - s * 30 + c.j[0] * 10;
  const by = FY;
  const sp = 325 + c.j[1] * 15;
  const tipY = by - 520;
  const tL: P = [cx - sp, tipY];
  const tR: P = [cx + sp, tipY];
  const dip = tipY + 118;
  const body = new Path()
    .M(tL)
    .Q([cx, dip + 14], tR)
    .C([cx + sp + 100, tipY + 220], [cx + sp * 0.95, by], [cx, by])
    .C([cx - sp * 0.95, by], [cx - sp - 100, tipY + 220], tL)
    .Z();
  const d: P = [s * 62, -32];
  const o: string[] = [];
  o.push(contact(cx - sp * 0.8 + Math.min(0, d[0]), cx + sp * 0.8 + Math.max(0, d[0]), by + d[1] / 2 - 4, 24));
  // body depth (back body swept towards d)
  o.push(`<path d="${extrude(body.pts, d)}" fill="url(#lhull)"/>`);
  const topStrip = new Path()
    .M(tL)
    .Q([cx, dip + 14], tR)
    .L(add(tR, d))
    .Q([cx + d[0], dip + 14 + d[1]], add(tL, d))
    .Z();
  o.push(`<path d="${topStrip.d}" fill="url(#ltop)"/>`);
  // zip along the top
  const zA = lerp(tL, add(tL, d), 0.5);
  const zB = lerp(tR, add(tR, d), 0.5);
  const zC: P = [cx + d[0] / 2, dip + 14 + d[1] / 2];
  const zip = `M${pt(add(zA, [24, 6]))}Q${pt(zC)} ${pt(add(zB, [-24, 6]))}`;
  o.push(
    `<g class="hw"><path d="${zip}" fill="none" stroke="${c.L.darker}" stroke-width="18" stroke-linecap="round"/>`,
  );
  o.push(`<path d="${zip}" fill="none" stroke="${c.H.mid}" stroke-width="8" stroke-dasharray="3 3.5"/></g>`);
  // front body
  o.push(panel(c, body, 'url(#lf)', { stitch: 18 }));
  o.push(
    `<path d="M${pt(add(tL, [10, 4]))}Q${pt([cx, dip + 18])} ${pt(add(tR, [-10, 4]))}" fill="none" stroke="${c.L.lighter}" stroke-opacity=".4" stroke-width="5"/>`,
  );
  // gathered creases from the tips
  for (const side of [-1, 1]) {
    const t = side < 0 ? tL : tR;
    o.push(
      crease(
        c,
        `M${pt(add(t, [-side * 40, 40]))}Q${pt(add(t, [-side * 120, 190]))} ${pt(add(t, [-side * 110, 330 + c.j[3] * 40]))}`,
        11,
        1,
      ),
    );
    o.push(
      crease(
        c,
        `M${pt(add(t, [-side * 80, 70]))}Q${pt(add(t, [-side * 190, 170]))} ${pt(add(t, [-side * 230, 260]))}`,
        8,
        0.7,
      ),
    );
  }
  if (s > 0 && c.style === 2) {
    // curved front seam
    const seam = (dy: number) =>
      `M${r1(cx - sp * 0.9)} ${r1(tipY + 250 + dy)}Q${r1(cx)} ${r1(tipY + 400 + dy)} ${r1(cx + sp * 0.9)} ${r1(tipY + 250 + dy)}`;
    o.push(`<path d="${seam(0)}" fill="none" stroke="${c.L.darker}" stroke-opacity=".45" stroke-width="5"/>`);
    o.push(`<path d="${seam(4)}" fill="none" stroke="${c.L.lighter}" stroke-opacity=".3" stroke-width="3"/>`);
    o.push(stitchLine(c, seam(17), 4));
  }
  if (s < 0) {
    // back zip pocket
    const y = tipY + 210;
    o.push(panel(c, rectPath(cx - 215, y - 16, 430, 32, 16).d, c.L.dark, { edgeW: 3 }));
    o.push(stitchLine(c, rectPath(cx - 232, y - 32, 464, 64, 30).d, 4));
    o.push(
      `<path class="hw" d="M${r1(cx - 200)} ${y}L${r1(cx + 200)} ${y}" stroke="${c.H.mid}" stroke-width="7" stroke-dasharray="3 3.5"/>`,
    );
    o.push(`<g transform="translate(${r1(cx + 150)} ${y})">${metal(c, 'M0 0L0.5 44', 14)}</g>`);
  }
  // tabs, rings and the shoulder strap
  const rings: P[] = [];
  for (const side of [-1, 1]) {
    const t = side < 0 ? tL : tR;
    const tab = rectPath(t[0] - 26, t[1] - 66, 52, 96, [22, 22, 10, 10]);
    o.push(
      `<g transform="rotate(${side * 8} ${pt(t)})">${panel(c, tab, 'url(#lv)', { stitch: 11 })}${rivet(c, [t[0], t[1] - 6], 8)}</g>`,
    );
    const rc = add(t, [side * 12, -92]);
    rings.push(rc);
  }
  const a = add(rings[0], [0, -40]);
  const b = add(rings[1], [0, -40]);
  const peak = tipY - 480 - c.j[2] * 30;
  const strapD = arch(a[0], b[0], a[1], peak, a[1] + 0.1, 30);
  o.push(strap(c, strapD, 46, { stitch: true }));
  if (c.style === 1) {
    // adjuster buckle on the left half of the strap
    const k = (a[1] - peak) / 0.75;
    const a0: P = a;
    const a1: P = [a[0] - 30, a[1] - k];
    const a2: P = [b[0] + 30, a[1] - k];
    o.push(buckle(c, cubicAt(a0, a1, a2, b, 0.2), 58, 64, cubicAngle(a0, a1, a2, b, 0.2)));
  }
  for (const r of rings) {
    o.push(strap(c, `M${pt(add(r, [0, -16]))}L${pt(add(r, [0.3, -60]))}`, 46));
    o.push(ring(c, r, 30, 30, 10));
    o.push(rivet(c, add(r, [0, -62]), 8));
  }
  // zip pull hanging at the right end of the zip
  const zp = add(zB, [-40, 2]);
  o.push(`<g transform="translate(${pt(zp)}) rotate(${-8 * s})">`);
  o.push(strap(c, 'M0 30L1 150', 16, { cap: 'round' }));
  o.push(
    `<g class="hw"><rect x="-11" y="-6" width="22" height="46" rx="7" fill="url(#hw)" stroke="${c.H.deep}" stroke-width="2"/><rect x="-4" y="4" width="8" height="22" rx="4" fill="${c.H.deep}"/></g></g>`,
  );
  return { g: o.join(''), focus: add(tL, [40, -40]), zoom: 2.6 };
}

function backpack(c: Ctx, view: number): Drawn {
  const s = view === 1 ? -1 : 1;
  const w = 560;
  const h = 760 + c.j[1] * 20;
  const cx = 800 - s * 46 + c.j[0] * 10;
  const by = FY;
  const top = by - h;
  const pts: P[] = [
    [cx - w / 2 + 26, top],
    [cx + w / 2 - 26, top],
    [cx + w / 2, by],
    [cx - w / 2, by],
  ];
  const front = roundedPoly(pts, [185, 185, 52, 52]);
  const d: P = [s * 104, -46];
  const o: string[] = [];
  o.push(
    contact(cx - w / 2 + Math.min(0, d[0]), cx + w / 2 + Math.max(0, d[0]), by + d[1] / 2, Math.abs(d[1]) / 2 + 8),
  );
  if (s > 0) {
    // shoulder straps peeking out behind
    const x0 = cx + w / 2 + d[0];
    o.push(
      strap(
        c,
        `M${r1(x0 - 90)} ${r1(top + 140 + d[1])}C${r1(x0 + 110)} ${r1(top + 260)} ${r1(x0 + 100)} ${r1(by - 260)} ${r1(x0 - 10)} ${r1(by - 90)}`,
        64,
        { back: true, stitch: true },
      ),
    );
    const x1 = cx - w / 2 + d[0];
    o.push(
      strap(
        c,
        `M${r1(x1 + 60)} ${r1(top + 160 + d[1])}C${r1(x1 - 80)} ${r1(top + 300)} ${r1(x1 - 40)} ${r1(by - 300)} ${r1(x1 + 20)} ${r1(by - 120)}`,
        60,
        { back: true },
      ),
    );
  }
  o.push(`<path d="${extrude(front.pts, d)}" fill="url(#lhull)"/>`);
  // carry handle on top
  const hc: P = [cx + d[0] * 0.55, top + d[1] * 0.55];
  o.push(
    strap(
      c,
      `M${r1(hc[0] - 62)} ${r1(hc[1] + 16)}C${r1(hc[0] - 66)} ${r1(hc[1] - 120)} ${r1(hc[0] + 66)} ${r1(hc[1] - 120)} ${r1(hc[0] + 62)} ${r1(hc[1] + 16)}`,
      26,
      { stitch: true },
    ),
  );
  o.push(rivet(c, [hc[0] - 62, hc[1] + 10], 7), rivet(c, [hc[0] + 62, hc[1] + 10], 7));
  o.push(panel(c, front, 'url(#lf)', { stitch: 18 }));
  let focus: P = [cx, top + 420];
  if (s > 0) {
    const fb = top + 330;
    const ov = 8;
    // front pocket
    const pk = rectPath(cx - w / 2 + 58, fb + 40, w - 116, by - 60 - (fb + 40), [36, 36, 44, 44]);
    o.push(softShadow(pk.d, 8, 0.06, 'translate(0 8)'));
    o.push(panel(c, pk, 'url(#lv)', { stitch: 16 }));
    o.push(
      crease(
        c,
        `M${r1(cx - 150)} ${r1(by - 90)}Q${r1(cx - 40)} ${r1(by - 130)} ${r1(cx + 60 + c.j[4] * 40)} ${r1(by - 100)}`,
        8,
        0.6,
      ),
    );
    // flap over the top
    const k = (fb - top) / h;
    const xl = pts[0][0] + (pts[3][0] - pts[0][0]) * k - ov;
    const xr = pts[1][0] + (pts[2][0] - pts[1][0]) * k + ov;
    const flap = roundedPoly(
      [
        [pts[0][0] - ov, top - ov],
        [pts[1][0] + ov, top - ov],
        [xr, fb],
        [xl, fb],
      ],
      [180, 180, 70, 70],
    );
    o.push(clipTo(c, front.d, `<path d="${flap.d}" fill="#1b120a" fill-opacity=".2" transform="translate(2 9)"/>`));
    o.push(panel(c, flap, 'url(#lv)', { stitch: 16 }));
    // buckled straps over the flap
    for (const x of c.style === 1 ? [cx] : [cx - 125, cx + 125]) {
      o.push(strap(c, `M${r1(x)} ${r1(fb + 60)}L${r1(x + 0.3)} ${r1(fb + 190)}`, 40, { stitch: true }));
      o.push(rivet(c, [x, fb + 170], 7));
      o.push(strap(c, `M${r1(x)} ${r1(top + 70)}L${r1(x + 0.3)} ${r1(fb + 150)}`, 40, { stitch: true, cap: 'round' }));
      for (const hy of [fb - 70, fb - 30])
        o.push(`<ellipse cx="${r1(x)}" cy="${r1(hy)}" rx="5" ry="5" fill="${c.L.darker}"/>`);
      o.push(buckle(c, [x, fb + 72], 58, 44, 90));
      o.push(
        `<rect x="${r1(x - 27)}" y="${r1(fb + 118)}" width="54" height="16" rx="4" fill="url(#lv)" stroke="${c.L.edge}" stroke-width="3"/>`,
      );
    }
    focus = [c.style === 1 ? cx : cx - 125, fb + 50];
  } else {
    // padded back panel and shoulder straps
    const pad = rectPath(cx - w / 2 + 80, top + 170, w - 160, h - 290, 60);
    o.push(panel(c, pad, 'url(#lv)', { stitch: 16 }));
    o.push(stitchLine(c, `M${r1(cx - w / 2 + 96)} ${r1(top + 360)}L${r1(cx + w / 2 - 96)} ${r1(top + 360)}`, 4));
    for (const side of [-1, 1]) {
      const sd = `M${r1(cx + side * 70)} ${r1(top + 150)}C${r1(cx + side * 250)} ${r1(top + 280)} ${r1(cx + side * 150)} ${r1(by - 300)} ${r1(cx + side * 205)} ${r1(by - 140)}`;
      o.push(
        `<path class="sh" d="${sd}" fill="none" stroke="#1b120a" stroke-opacity=".18" stroke-width="86" transform="translate(8 12)"/>`,
      );
      o.push(strap(c, sd, 78, { stitch: true }));
      o.push(
        strap(c, `M${r1(cx + side * 205)} ${r1(by - 140)}L${r1(cx + side * 212)} ${r1(by - 40)}`, 34, { stitch: true }),
      );
      o.push(buckle(c, [cx + side * 207, by - 128], 52, 36, 90 + side * 3));
    }
    o.push(
      panel(
        c,
        roundedPoly(
          [
            [cx - 110, top + 120],
            [cx + 110, top + 120],
            [cx, top + 220],
          ],
          24,
        ),
        'url(#lv)',
        { stitch: 12 },
      ),
    );
    o.push(rivet(c, [cx - 55, top + 150], 8), rivet(c, [cx + 55, top + 150], 8));
  }
  return { g: o.join(''), focus, zoom: 2.6 };
}

/** Thickness edge of a flat leather piece: swept outline, seam line halfway down. */
function flatEdge(c: Ctx, shape: Path, e: P, seam = true): string {
  let s = `<path d="${extrude(shape.pts, e)}" fill="url(#edgeG)"/>`;
  if (seam)
    s += `<path d="${shape.d}" fill="none" stroke="${c.L.darker}" stroke-width="3.5" transform="translate(${pt(mul(e, 0.5))})"/>`;
  s += `<path d="${shape.d}" fill="none" stroke="${c.L.light}" stroke-opacity=".35" stroke-width="2" transform="translate(${pt(mul(e, 0.2))})"/>`;
  return s;
}

function wallet(c: Ctx, view: number): Drawn {
  const o: string[] = [];
  if (view !== 1) {
    const W = 740;
    const H = 600;
    const u: P = [730, -100 - c.j[0] * 20];
    const v: P = [110, 330];
    const p0: P = [800 - (u[0] + v[0]) / 2, 850 - (u[1] + v[1]) / 2];
    const X = flatMap(p0, u, v, W, H);
    const e = X.inv([0, 48]);
    const shape = roundedPoly(
      [
        [0, 0],
        [W, 0],
        [W, H],
        [0, H],
      ],
      [70, 36, 36, 70],
    );
    o.push(softShadow(shape.d, 22, 0.06, `${X.t} translate(${pt(X.inv([14, 58]))})`));
    let g = flatEdge(c, shape, e);
    g += panel(c, shape, 'url(#lf)', { stitch: 24 });
    g += `<path d="M10 70L10 ${H - 70}" stroke="${c.L.lighter}" stroke-opacity=".3" stroke-width="14" stroke-linecap="round"/>`;
    if (c.style === 1) {
      // exterior card slot
      const y = 190;
      g += `<path d="M24 ${y - 3}L${W - 24} ${y - 3}" stroke="${c.L.darker}" stroke-opacity=".55" stroke-width="7"/>`;
      g += panel(c, rectPath(0, y, W, H - y, [0, 0, 36, 70]), 'url(#lv)', {
        stitch: 24,
        stitchKeep: (p) => p[1] > y + 1,
      });
      g += `<path d="M30 ${y + 3}L${W - 30} ${y + 3}" stroke="${c.L.lighter}" stroke-opacity=".4" stroke-width="3"/>`;
    } else if (c.style === 0) {
      // blind-debossed maker's mark
      g += `<rect x="${W - 170}" y="${H - 128}" width="84" height="52" rx="10" fill="none" stroke="${c.L.darker}" stroke-opacity=".35" stroke-width="3"/>`;
      g += `<rect x="${W - 169}" y="${H - 126}" width="84" height="52" rx="10" fill="none" stroke="${c.L.lighter}" stroke-opacity=".25" stroke-width="2" transform="translate(1.5 2)"/>`;
    }
    o.push(`<g transform="${X.t}">${g}</g>`);
    return { g: o.join(''), focus: X.map([W - 60, H - 40]), zoom: 2.5 };
  }
  // open bifold: two halves with card slots
  const W = 1000;
  const H = 620;
  const u: P = [1000, -70];
  const v: P = [70, 360];
  const p0: P = [800 - (u[0] + v[0]) / 2, 830 - (u[1] + v[1]) / 2];
  const X = flatMap(p0, u, v, W, H);
  const e = X.inv([0, 26]);
  const shape = rectPath(0, 0, W, H, 34);
  o.push(softShadow(shape.d, 22, 0.06, `${X.t} translate(${pt(X.inv([12, 40]))})`));
  let g = flatEdge(c, shape, e, false);
  g += panel(c, shape, 'url(#lf)', { stitch: 22 });
  g += `<path d="M${W / 2} 6L${W / 2} ${H - 6}" stroke="${c.L.darker}" stroke-opacity=".5" stroke-width="6"/>`;
  g += `<path d="M${W / 2 + 8} 6L${W / 2 + 8} ${H - 6}" stroke="${c.L.lighter}" stroke-opacity=".3" stroke-width="5"/>`;
  let ci = 0;
  for (const x0 of [36, W / 2 + 36]) {
    const sw = W / 2 - 72;
    // bill compartment shadow at the top of each half
    g += `<rect x="${x0 - 8}" y="30" width="${sw + 16}" height="36" rx="10" fill="${c.L.inner}" fill-opacity=".85"/>`;
    for (const [i, y] of [120, 230, 340].entries()) {
      if ((i + ci) % 3 !== 2) {
        const col = c.cards[(ci + i) % c.cards.length];
        g += `<g class="hw"><rect x="${x0 + 22 + i * 8}" y="${y - 48}" width="${sw - 44}" height="130" rx="12" fill="${col}"/>`;
        g += `<rect x="${x0 + 22 + i * 8}" y="${y - 48}" width="${sw - 44}" height="7" rx="3" fill="#fff" fill-opacity=".25"/></g>`;
      }
      const slot = new Path()
        .M([x0, y])
        .Q([x0 + sw / 2, y + 26], [x0 + sw, y])
        .L([x0 + sw, H - 36])
        .L([x0, H - 36])
        .Z();
      g += `<path d="M${x0} ${y - 2}Q${x0 + sw / 2} ${y + 24} ${x0 + sw} ${y - 2}" fill="none" stroke="${c.L.darker}" stroke-opacity=".5" stroke-width="7"/>`;
      g += panel(c, slot.d, 'url(#lv)', { edgeW: 3 });
      g += `<path d="M${x0 + 6} ${y + 3}Q${x0 + sw / 2} ${y + 29} ${x0 + sw - 6} ${y + 3}" fill="none" stroke="${c.L.lighter}" stroke-opacity=".4" stroke-width="3"/>`;
    }
    ci += 1;
  }
  o.push(`<g transform="${X.t}">${g}</g>`);
  return { g: o.join(''), focus: X.map([W / 2, 200]), zoom: 2.5 };
}

function cardholder(c: Ctx, view: number): Drawn {
  const o: string[] = [];
  const W = 620;
  const H = 410;
  const notchW = 64;
  const front = new Path()
    .M([30, 0])
    .L([W / 2 - notchW, 0])
    .C([W / 2 - notchW + 6, 78], [W / 2 + notchW - 6, 78], [W / 2 + notchW, 0])
    .L([W - 30, 0])
    .Q([W, 0], [W, 30])
    .L([W, H - 44])
    .Q([W, H], [W - 44, H])
    .L([44, H])
    .Q([0, H], [0, H - 44])
    .L([0, 30])
    .Q([0, 0], [30, 0])
    .Z();
  const outline = rectPath(0, 0, W, H, [30, 30, 44, 44]);
  const slotY = 165;
  const slot = new Path()
    .M([0, slotY])
    .L([W, slotY])
    .L([W, H - 44])
    .Q([W, H], [W - 44, H])
    .L([44, H])
    .Q([0, H], [0, H - 44])
    .Z();
  const cardRect = (x: number, y: number, col: string, rot = 0) =>
    `<g class="hw" transform="rotate(${rot} ${W / 2} ${H})"><rect x="${x}" y="${y}" width="${W - 2 * x}" height="${H - 40 - y}" rx="16" fill="${col}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>` +
    `<rect x="${x + 2}" y="${y + 2}" width="${W - 2 * x - 4}" height="8" rx="4" fill="#fff" fill-opacity=".28"/></g>`;
  let X: ReturnType<typeof flatMap>;
  let e: P;
  let shadowT: string;
  let cards = '';
  if (view !== 1) {
    const u: P = [660, -150 - c.j[0] * 20];
    const v: P = [120, 340];
    X = flatMap([800 - (u[0] + v[0]) / 2, 900 - (u[1] + v[1]) / 2], u, v, W, H);
    e = X.inv([0, 24]);
    shadowT = `${X.t} translate(${pt(X.inv([12, 34]))})`;
    cards = cardRect(62, -78, c.cards[0]) + cardRect(150, -40, c.cards[1], 2);
  } else {
    const u: P = [600, -40];
    const v: P = [24, 420];
    X = flatMap([800 - (u[0] + v[0]) / 2, 1210 - (u[1] + v[1])], u, v, W, H);
    e = X.inv([22, -12]);
    shadowT = '';
    cards = cardRect(70, -170, c.cards[0], -9) + cardRect(70, -120, c.cards[1], 7) + cardRect(86, -60, c.cards[2], -1);
    o.push(contact(X.map([0, H])[0] + 20, X.map([W, H])[0] + 30, X.map([W / 2, H])[1] - 6, 16, 1.1));
  }
  if (shadowT) o.push(softShadow(outline.d, 18, 0.07, shadowT));
  let g = flatEdge(c, outline, e);
  g += `<path d="${outline.d}" fill="url(#ls)"/>`;
  g += cards;
  g += panel(c, front, 'url(#lf)', {
    stitch: 18,
    stitchKeep: (p) => p[1] > 1 && (p[1] > 90 || Math.abs(p[0] - W / 2) > notchW + 4),
  });
  g += `<path d="M${W / 2 - notchW} 2C${W / 2 - notchW + 6} 80 ${W / 2 + notchW - 6} 80 ${W / 2 + notchW} 2" fill="none" stroke="${c.L.lighter}" stroke-opacity=".35" stroke-width="3"/>`;
  g += cardRect(54, slotY - 30, c.cards[3]);
  g += `<path d="M2 ${slotY - 3}L${W - 2} ${slotY - 3}" stroke="${c.L.darker}" stroke-opacity=".5" stroke-width="7"/>`;
  g += panel(c, slot, 'url(#lv)', { stitch: 18, stitchKeep: (p) => p[1] > slotY + 1 });
  g += `<path d="M6 ${slotY + 3}L${W - 6} ${slotY + 3}" stroke="${c.L.lighter}" stroke-opacity=".4" stroke-width="3"/>`;
  o.push(`<g transform="${X.t}">${g}</g>`);
  return { g: o.join(''), focus: X.map([W / 2 + 150, slotY + 40]), zoom: 2.5 };
}

function belt(c: Ctx, view: number): Drawn {
  const o: string[] = [];
  const bh = 118;
  if (view !== 1) {
    // fastened loop standing on its edge, buckle in front
    const cx = 800;
    const cy = 905;
    const rx = 470 + c.j[0] * 15;
    const ry = 178;
    const yt = cy - bh / 2;
    const yb = cy + bh / 2;
    const L = cx - rx;
    const R = cx + rx;
    o.push(
      `<ellipse class="sh" cx="${cx + 20}" cy="${yb + 12}" rx="${rx + 90}" ry="${ry + 60}" fill="url(#sh)" fill-opacity=".55"/>`,
    );
    o.push(
      `<path class="sh" d="${ellipsePath(cx, yb, rx, ry)}" fill="none" stroke="#1b120a" stroke-opacity=".12" stroke-width="28"/>`,
    );
    o.push(panel(c, `M${L} ${yt}A${rx} ${ry} 0 0 1 ${R} ${yt}L${R} ${yb}A${rx} ${ry} 0 0 0 ${L} ${yb}Z`, 'url(#lin)'));
    o.push(`<path d="M${L} ${yt}A${rx} ${ry} 0 0 1 ${R} ${yt}" fill="none" stroke="${c.L.light}" stroke-width="5"/>`);
    const frontD = `M${L} ${yt}A${rx} ${ry} 0 0 0 ${R} ${yt}L${R} ${yb}A${rx} ${ry} 0 0 1 ${L} ${yb}Z`;
    o.push(panel(c, frontD, 'url(#lcyl)'));
    o.push(
      `<path d="M${L} ${yt}A${rx} ${ry} 0 0 0 ${R} ${yt}" fill="none" stroke="${c.L.lighter}" stroke-opacity=".6" stroke-width="4"/>`,
    );
    for (const y of [yt + 15, yb - 15]) {
      o.push(stitchLine(c, `M${L + 4} ${y}A${rx - 4} ${ry} 0 0 0 ${R - 4} ${y}`, 4.2));
    }
    // tail with holes, lying over the front to the right of the buckle
    const yAt = (x: number, base: number) => base + ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
    const tail = new Path();
    const x0 = cx + 34; // starts under the buckle's right bar
    const x1 = cx + 300 + c.j[1] * 30;
    tail.M([x0, yAt(x0, yt + 5)]);
    for (let x = x0 + 20; x <= x1; x += 20) tail.L([x, yAt(x, yt + 5) + 1]);
    tail.Q([x1 + 70, yAt(x1, cy) + 2], [x1, yAt(x1, yb - 5) + 1]);
    for (let x = x1 - 20; x >= x0; x -= 20) tail.L([x, yAt(x, yb - 5) + 1]);
    tail.Z();
    o.push(softShadow(tail.d, 6, 0.07, 'translate(3 3)'));
    c.defs.push(
      lin(
        'lcylU',
        L,
        0,
        R,
        0,
        [
          [0, c.L.darker],
          [0.16, c.L.dark],
          [0.36, c.L.light],
          [0.58, c.L.base],
          [0.86, c.L.dark],
          [1, c.L.darker],
        ],
        ' gradientUnits="userSpaceOnUse"',
      ),
    );
    o.push(panel(c, tail, 'url(#lcylU)', { stitch: 13, stitchKeep: (p) => p[0] > x0 + 1 }));
    for (let x = cx + 110; x < x1 - 30; x += 62)
      o.push(`<ellipse cx="${r1(x)}" cy="${r1(yAt(x, cy) + 1)}" rx="7" ry="9" fill="${c.L.darker}"/>`);
    // keeper loop
    const kx = cx + 85;
    o.push(
      `<rect x="${kx - 18}" y="${r1(yAt(kx, yt) - 8)}" width="36" height="${bh + 16}" rx="6" fill="url(#lcyl)" stroke="${c.L.edge}" stroke-width="3"/>`,
    );
    // buckle
    const by = yAt(cx, cy);
    o.push(buckle(c, [cx - 18, by], c.style === 1 ? 132 : 120, bh + 46, 0, true, [0.22, 0.5, 0.08][c.style]));
    return { g: o.join(''), focus: [cx - 10, by - 10], zoom: 2.6 };
  }
  // coiled roll with the buckle resting against it
  const cx = 800;
  const cy = 860;
  const rx = 340;
  const ry = 140;
  const yt = cy - bh / 2;
  const yb = cy + bh / 2;
  const L = cx - rx;
  const R = cx + rx;
  o.push(
    `<ellipse class="sh" cx="${cx + 30}" cy="${yb + 10}" rx="${rx + 100}" ry="${ry + 50}" fill="url(#sh)" fill-opacity=".7"/>`,
  );
  o.push(panel(c, `M${L} ${yt}A${rx} ${ry} 0 0 0 ${R} ${yt}L${R} ${yb}A${rx} ${ry} 0 0 1 ${L} ${yb}Z`, 'url(#lcyl)'));
  for (const y of [yt + 15, yb - 15]) o.push(stitchLine(c, `M${L + 4} ${y}A${rx - 4} ${ry} 0 0 0 ${R - 4} ${y}`, 4.2));
  // top of the coil: the belt's edges spiralling in
  o.push(`<path d="${ellipsePath(cx, yt, rx, ry)}" fill="${c.L.edge}"/>`);
  for (let i = 0; i < 11; i++) {
    const k = 1 - i * 0.072;
    o.push(
      `<path d="${ellipsePath(cx + i * 1.5, yt + i * 0.8, rx * k - 3, ry * k - 2)}" fill="none" stroke="${i % 2 ? c.L.dark : c.L.base}" stroke-width="${i === 0 ? 8 : 12}"/>`,
    );
    o.push(
      `<path d="${ellipsePath(cx + i * 1.5, yt + i * 0.8 - 3, rx * k - 8, ry * k - 5)}" fill="none" stroke="${c.L.lighter}" stroke-opacity=".28" stroke-width="2"/>`,
    );
  }
  const hk = 1 - 11 * 0.072;
  o.push(`<path d="${ellipsePath(cx + 16, yt + 9, rx * hk - 8, ry * hk - 6)}" fill="${c.L.inner}"/>`);
  o.push(
    `<path d="${ellipsePath(cx + 16, yt + 19, rx * hk - 12, ry * hk - 14)}" fill="${mix(c.L.inner, '#000000', 0.35)}"/>`,
  );
  const bx = cx + 150 + c.j[2] * 30;
  const byy = yb + ry * Math.sqrt(1 - ((bx - cx) / rx) ** 2) - bh / 2 + 4;
  o.push(buckle(c, [bx, byy], 110, bh + 44, -4, true, [0.22, 0.5, 0.08][c.style]));
  return { g: o.join(''), focus: [bx - 30, byy - 20], zoom: 2.5 };
}

/** Key outline: bow centred on the origin (hole at (0,-26)), blade along +y with cuts on the left. */
function keyShape(): string {
  return new Path()
    .M([-58, 0])
    .C([-58, -62], [58, -62], [58, 0])
    .C([58, 36], [32, 50], [22, 58])
    .L([22, 318])
    .L([10, 336])
    .L([-6, 336])
    .L([-6, 318])
    .L([-22, 306])
    .L([-22, 280])
    .L([-12, 270])
    .L([-22, 254])
    .L([-22, 232])
    .L([-12, 222])
    .L([-22, 208])
    .L([-22, 178])
    .L([-12, 168])
    .L([-22, 156])
    .L([-22, 58])
    .C([-32, 50], [-58, 36], [-58, 0])
    .Z().d;
}

function keyholder(c: Ctx, view: number): Drawn {
  const o: string[] = [];
  // fob tip: pointed (style 0), round (1) or square (2)
  const fob =
    c.style === 2
      ? roundedPoly(
          [
            [-92, -100],
            [92, -100],
            [92, 470],
            [-92, 470],
          ],
          [74, 74, 30, 30],
        )
      : roundedPoly(
          [
            [-92, -100],
            [92, -100],
            [92, 380],
            [0, 500],
            [-92, 380],
          ],
          c.style === 1 ? [74, 74, 90, 90, 90] : [74, 74, 56, 34, 56],
        );
  const lying = view !== 1;
  const rot = lying ? 112 + c.j[0] * 5 : -34 + c.j[0] * 6;
  const sq = lying ? 0.74 : 1;
  const centre: P = lying ? [800, 860] : [820, 830];
  const t = `translate(${pt(centre)}) scale(1 ${sq}) rotate(${r1(rot)}) translate(0 70)`;
  const th = Math.PI / 180;
  const inv = (v: P): P => {
    // screen vector → local (undo scale then rotate)
    const x = v[0];
    const y = v[1] / sq;
    const a = -rot * th;
    return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
  };
  const sh = inv(lying ? [10, 18] : [16, 22]);
  const thick = inv([0, 14]);
  const key = keyShape();
  const keys: string[] = [];
  // the ring passes through the key's hole: hole 100 units from the ring centre, blade pointing away
  const RY = -262; // split ring centre
  const RR = 84; // split ring radius
  const keyAt = (angle: number, k: string) =>
    `<g transform="translate(0 ${RY}) rotate(${angle}) translate(0 ${-RR - 21}) scale(.82) rotate(180)">${k}</g>`;
  const keyG = (paint: string) =>
    `<path d="${key}" fill="${paint}" stroke="${c.K.deep}" stroke-width="3"/><circle cx="0" cy="-26" r="14" fill="${c.tone}" stroke="${c.K.deep}" stroke-width="3"/>` +
    `<path d="M-8 80L-8 300" stroke="${c.K.deep}" stroke-opacity=".35" stroke-width="4"/><path d="M14 70L14 300" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
  keys.push(keyAt(view === 1 ? -24 : 10, keyG('url(#key)')));
  if (view === 1) keys.push(keyAt(30, keyG('url(#hw)')));
  // shadows
  let g = `<g class="sh" transform="translate(${pt(sh)})">`;
  g += softShadow(fob.d, 14, 0.065);
  g += keys
    .map((k) =>
      k.replace(/fill="[^"]*"/g, 'fill="#1b120a" fill-opacity=".22"').replace(/stroke="[^"]*"/g, 'stroke="none"'),
    )
    .join('');
  g += `</g>`;
  g += `<circle class="sh" cx="0" cy="${RY}" r="${RR}" fill="none" stroke="#1b120a" stroke-opacity=".18" stroke-width="14" transform="translate(${pt(sh)})"/>`;
  g += `<g class="hw">${keys.join('')}</g>`;
  g += `<path d="${extrude(fob.pts, thick)}" fill="url(#edgeG)"/>`;
  g += panel(c, fob, 'url(#lf)', { stitch: 15 });
  g += `<path d="M-40 -40L40 -40" stroke="${c.L.darker}" stroke-opacity=".4" stroke-width="5"/>`;
  g += rivet(c, [0, -10], 13);
  g += `<g transform="translate(0 -118)">${metal(c, 'M-42 0L42 0C42 -80 -42 -80 -42 0Z', 10)}</g>`;
  g += metal(c, ellipsePath(0, RY, RR, RR), 9);
  g += `<path class="hw" d="${ellipsePath(0, RY, RR - 6, RR - 6)}" fill="none" stroke="${c.H.deep}" stroke-opacity=".5" stroke-width="2"/>`;
  o.push(`<g transform="${t}">${g}</g>`);
  const m = (p: P): P => {
    const x = p[0];
    const y = p[1] + 70;
    const a = rot * th;
    return [centre[0] + x * Math.cos(a) - y * Math.sin(a), centre[1] + (x * Math.sin(a) + y * Math.cos(a)) * sq];
  };
  return { g: o.join(''), focus: m([0, -90]), zoom: 2.4 };
}

const KINDS: Record<ProductKind, (c: Ctx, view: number) => Drawn> = {
  tote,
  crossbody,
  shoulder,
  backpack,
  wallet,
  cardholder,
  belt,
  keyholder,
};
const STANDING: ProductKind[] = ['tote', 'crossbody', 'shoulder', 'backpack'];

/**
 * Placement of each kind in the square product photo: scale k about anchor a, moved to t. Standing
 * bags are scaled about their floor point; flat pieces about their middle.
 */
const FRAME: Record<ProductKind, { k: number; a: P; t: P }> = {
  tote: { k: 1.2, a: [800, FY], t: [800, 1300] },
  crossbody: { k: 1.1, a: [800, FY], t: [800, 1300] },
  shoulder: { k: 1.14, a: [800, FY], t: [800, 1300] },
  backpack: { k: 1.18, a: [800, FY], t: [800, 1300] },
  wallet: { k: 1.32, a: [800, 880], t: [800, 860] },
  cardholder: { k: 1.38, a: [800, 880], t: [800, 860] },
  belt: { k: 1.2, a: [800, 940], t: [800, 880] },
  keyholder: { k: 1.1, a: [800, 860], t: [800, 830] },
};
/** Horizon (wall/floor junction) in the product photo: higher for flat pieces seen from above. */
const horizonY = (kind: ProductKind) => (STANDING.includes(kind) ? 1110 : 560);

// ───────────────────────────── scenes ─────────────────────────────

/** Studio sweep: light wall, soft horizon at floorY, warm light pool. */
function backdrop(c: Ctx, w: number, h: number, floorY: number, tone: string, horizon = true): string {
  const f = floorY / h;
  const wallHi = mix(tone, '#ffffff', 0.32);
  const wall = mix(tone, '#ffffff', 0.08);
  c.defs.push(
    lin(
      'bg',
      0,
      0,
      0,
      1,
      horizon
        ? [
            [0, wallHi],
            [f * 0.62, wall],
            [f - 0.035, mix(tone, '#5e4c3c', 0.08)],
            [f + 0.025, mix(tone, '#ffffff', 0.06)],
            [1, mix(tone, '#5e4c3c', 0.12)],
          ]
        : [
            [0, wallHi],
            [1, mix(tone, '#5e4c3c', 0.1)],
          ],
    ),
    rad('glow', 0.5, 0.5, 0.5, [
      [0, '#fffaf2', 0.6],
      [0.6, '#fffaf2', 0.2],
      [1, '#fffaf2', 0],
    ]),
    lin('vig', 0, 0, 1, 0, [
      [0, '#2a1c10', 0.13],
      [0.12, '#2a1c10', 0.06],
      [0.3, '#2a1c10', 0.015],
      [0.5, '#2a1c10', 0],
      [0.7, '#2a1c10', 0.015],
      [0.88, '#2a1c10', 0.06],
      [1, '#2a1c10', 0.13],
    ]),
  );
  // light pool: a bounded ellipse (a full-canvas radial gradient costs librsvg ~30 ms)
  return `<rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${r1(w * 0.42)}" cy="${r1(h * 0.36)}" rx="${r1(w * 0.36)}" ry="${r1(h * 0.3)}" fill="url(#glow)"/>`;
}

/**
 * Leather grain over the leather parts of `product`, as one screen-aligned rect (a pattern under a
 * fractional or skewed transform falls onto pixman's slow path, ~0.3 s per full-frame fill). The
 * mask is a second copy of the product recoloured by CSS: leather white, hardware and cards black,
 * shadows hidden, stroke-only shapes kept stroke-only.
 */
function grainOverlay(c: Ctx, product: string, w: number, h: number, tile: number): string {
  c.defs.push(
    `<style>.gm *{fill:#fff!important;stroke:#fff!important}.gm .hw,.gm .hw *{fill:#000!important;stroke:#000!important}` +
      `.gm [fill="none"],.gm [fill="none"] *{fill:none!important}.gm [stroke="none"]{stroke:none!important}.gm .sh{display:none}</style>`,
    `<mask id="gm" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><g class="gm">${product}</g></mask>`,
    `<pattern id="grain" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><image href="${grainTexture(c.seed)}" width="${tile}" height="${tile}" preserveAspectRatio="none"/></pattern>`,
  );
  // strength: grain is what makes close-ups read as leather, but noise is also what costs WebP bytes
  const k = c.L.L > 0.6 ? 0.32 : c.L.L < 0.12 ? 0.7 : 0.5;
  return `<rect width="${w}" height="${h}" fill="url(#grain)" fill-opacity="${k}" mask="url(#gm)"/>`;
}

/** Edge darkening (linear, cheap) over the whole frame. */
const vignette = (w: number, h: number) => `<rect width="${w}" height="${h}" fill="url(#vig)"/>`;

function doc(w: number, h: number, c: Ctx, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${sharedDefs(c)}${c.defs.join('')}</defs>${body}</svg>`;
}

/** Diagonal window light falling across the scene (lifestyle variants). */
function windowLight(c: Ctx, w: number, h: number): string {
  c.defs.push(
    lin('wl', 0, 0, 1, 0.4, [
      [0, '#fffaf0', 0],
      [0.5, '#fffaf0', 0.22],
      [1, '#fffaf0', 0],
    ]),
  );
  const s = w / 1600;
  return `<g transform="scale(${r1(s * 100) / 100} ${r1((h / 1600) * 100) / 100})"><path d="M-200 0L420 0L1500 1600L880 1600Z" fill="url(#wl)"/><path d="M520 0L760 0L1840 1600L1600 1600Z" fill="url(#wl)" fill-opacity=".7"/></g>`;
}

export function productPhotoSvg(o: { kind: ProductKind; leatherHex: string; view: number; seed: number }): string {
  const c = makeCtx(o.leatherHex, o.seed);
  const view = Math.max(0, Math.floor(o.view) || 0);
  const macro = view === 2;
  const lifestyle = view >= 3;
  const base = lifestyle ? (view - 3) % 2 : macro ? 0 : view;
  const draw = KINDS[o.kind] ?? KINDS.tote;
  const drawn = draw(c, base);
  const tone = lifestyle ? LIFESTYLE_TONES[(c.seed + view) % LIFESTYLE_TONES.length] : c.tone;
  let body = backdrop(c, 1600, 1600, horizonY(o.kind), tone, !macro);
  if (lifestyle) {
    if (STANDING.includes(o.kind)) {
      c.defs.push(
        lin('plt', 0, 0, 1, 0, [
          [0, mix(tone, '#ffffff', 0.25)],
          [0.6, mix(tone, '#ffffff', 0.45)],
          [1, mix(tone, '#8a7a6a', 0.1)],
        ]),
        lin('pls', 0, 0, 1, 0, [
          [0, mix(tone, '#6a5a4a', 0.12)],
          [0.55, mix(tone, '#ffffff', 0.15)],
          [1, mix(tone, '#4a3a2a', 0.25)],
        ]),
      );
      const py = 1300;
      body += `<path d="M170 ${py}L170 1600L1430 1600L1430 ${py}Z" fill="url(#pls)"/><ellipse cx="800" cy="${py}" rx="630" ry="84" fill="url(#plt)"/>`;
    }
    body += windowLight(c, 1600, 1600);
  }
  const fr = FRAME[o.kind] ?? FRAME.tote;
  const framed = `<g transform="translate(${pt(fr.t)}) scale(${fr.k}) translate(${pt(mul(fr.a, -1))})">${drawn.g}</g>`;
  if (macro) {
    const z = drawn.zoom / fr.k;
    const [fx, fy] = add(mul(add(drawn.focus, mul(fr.a, -1)), fr.k), fr.t);
    const product = `<g transform="translate(${r1(800 - fx * z)} ${r1(820 - fy * z)}) scale(${r1(z * 1000) / 1000})">${framed}</g>`;
    body += product;
    body += grainOverlay(c, product, 1600, 1600, Math.round(GRAIN_TILE * drawn.zoom * 0.8));
  } else {
    body += framed;
  }
  body += vignette(1600, 1600);
  return doc(1600, 1600, c, body);
}

export function bannerSvg(o: {
  background: string;
  accent: string;
  leatherHex: string;
  kind: ProductKind;
  seed: number;
}): string {
  const c = makeCtx(o.leatherHex, o.seed);
  const W = 2400;
  const H = 1000;
  const floor = 840;
  const tone = mix(o.background, '#ffffff', 0.1);
  let body = backdrop(c, W, H, floor, tone);
  c.defs.push(
    rad('arch', 0.5, 0.35, 0.7, [
      [0, mix(o.accent, tone, 0.55)],
      [1, mix(o.accent, tone, 0.72)],
    ]),
  );
  const ax = 1790 + c.j[5] * 20;
  body += `<path d="M${ax - 330} ${floor}L${ax - 330} 420A330 330 0 0 1 ${ax + 330} 420L${ax + 330} ${floor}Z" fill="url(#arch)" fill-opacity=".8"/>`;
  body += `<ellipse cx="${ax}" cy="${floor}" rx="520" ry="44" fill="url(#sh)" fill-opacity=".25"/>`;
  body += windowLight(c, W, H * 1.6);
  const drawn = (KINDS[o.kind] ?? KINDS.tote)(c, 0);
  const standing = STANDING.includes(o.kind);
  if (standing) {
    const sc = 0.62;
    body += `<g transform="translate(${r1(ax - 800 * sc)} ${r1(floor + 6 - FY * sc)}) scale(${sc})">${drawn.g}</g>`;
  } else {
    // flat pieces rest on a low round plinth inside the arch
    const top = 690;
    c.defs.push(
      lin('plt', 0, 0, 1, 0, [
        [0, mix(tone, '#ffffff', 0.3)],
        [0.6, mix(tone, '#ffffff', 0.55)],
        [1, mix(tone, '#8a7a6a', 0.08)],
      ]),
      lin('pls', 0, 0, 1, 0, [
        [0, mix(tone, '#6a5a4a', 0.1)],
        [0.55, mix(tone, '#ffffff', 0.2)],
        [1, mix(tone, '#4a3a2a', 0.22)],
      ]),
    );
    body += `<ellipse class="sh" cx="${ax + 20}" cy="${floor}" rx="330" ry="40" fill="url(#sh)" fill-opacity=".8"/>`;
    body += `<path d="M${ax - 290} ${top}L${ax - 290} ${floor}A290 44 0 0 0 ${ax + 290} ${floor}L${ax + 290} ${top}Z" fill="url(#pls)"/>`;
    body += `<ellipse cx="${ax}" cy="${top}" rx="290" ry="70" fill="url(#plt)"/>`;
    const fr = FRAME[o.kind] ?? FRAME.wallet;
    const sc = 0.5 / fr.k;
    const fit = o.kind === 'belt' ? 0.9 : 1;
    body += `<g transform="translate(${r1(ax)} ${r1(top - 18)}) scale(${r1(sc * fit * fr.k * 1000) / 1000}) translate(${pt(mul(fr.a, -1))})">${drawn.g}</g>`;
  }
  body += vignette(W, H);
  return doc(W, H, c, body);
}

export function blogCoverSvg(o: { background: string; leatherHex: string; kind: ProductKind; seed: number }): string {
  const c = makeCtx(o.leatherHex, o.seed);
  const W = 1600;
  const H = 1000;
  const bench = 440;
  const flip = c.j[6] > 0;
  const rr = rng(c.seed ^ 0xabc);
  let body = backdrop(c, W, H, bench, mix(o.background, '#ffffff', 0.05), false);
  // workbench: planks widening towards the viewer, each with its own tone and grain
  const wood = mix('#a77b52', o.background, 0.15 + c.j[7] * 0.05);
  c.defs.push(
    lin('wood', 0, 0, 0, 1, [
      [0, mix(wood, '#3a2414', 0.12)],
      [1, mix(wood, '#3a2414', 0.22)],
    ]),
    lin('plank', 0, 0, 0, 1, [
      [0, '#ffffff', 0.06],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.06],
    ]),
  );
  body += `<rect x="0" y="${bench}" width="${W}" height="${H - bench}" fill="url(#wood)"/>`;
  let y = bench;
  for (const hgt of [70, 95, 125, 165, 210]) {
    const tone = mix(wood, rr() < 0.5 ? '#fff2e0' : '#2a180c', rr() * 0.1);
    body += `<rect x="0" y="${y}" width="${W}" height="${hgt}" fill="${tone}" fill-opacity=".55"/><rect x="0" y="${y}" width="${W}" height="${hgt}" fill="url(#plank)"/>`;
    for (let i = 0; i < 5; i++) {
      const gy = y + 8 + rr() * (hgt - 16);
      const x = rr() * W * 0.8;
      const len = 260 + rr() * 700;
      body += `<path d="M${r1(x)} ${r1(gy)}q${r1(len / 2)} ${r1((rr() - 0.5) * 12)} ${r1(len)} ${r1((rr() - 0.5) * 6)}" fill="none" stroke="${mix(wood, '#2a180c', 0.35)}" stroke-opacity=".22" stroke-width="${r1(1.5 + rr() * 2.5)}"/>`;
    }
    body += `<path d="M0 ${y + hgt}L${W} ${y + hgt}" stroke="${mix(wood, '#24140a', 0.55)}" stroke-opacity=".55" stroke-width="3"/>`;
    y += hgt;
  }
  c.defs.push(
    lin('ao', 0, 0, 0, 1, [
      [0, '#2a1c10', 0],
      [1, '#2a1c10', 0.12],
    ]),
  );
  body += `<rect x="0" y="${bench - 70}" width="${W}" height="70" fill="url(#ao)"/>`;
  body += `<rect x="0" y="${bench}" width="${W}" height="5" fill="${mix(wood, '#fff4e0', 0.35)}" fill-opacity=".7"/>`;
  body += windowLight(c, W, H * 1.6);
  const L = c.L;
  // tools and offcuts, drawn at 1:1 and scaled as a group
  let tools = '';
  const offcut = (x: number, yy: number, col: string, r: number) =>
    `<g transform="translate(${x} ${yy}) rotate(${r1(r)}) scale(1 .55)"><path d="M-120 -60L90 -90L140 20L40 90L-130 50Z" fill="#1b120a" fill-opacity=".18" transform="translate(8 14)"/><path d="M-120 -60L90 -90L140 20L40 90L-130 50Z" fill="${col}" stroke="${mix(col, '#000000', 0.4)}" stroke-width="3"/></g>`;
  tools += offcut(150, 330, mix(L.base, '#ffffff', 0.12), 10 + c.j[8] * 8);
  tools += offcut(300, 380, mix(L.base, '#d9c3a2', 0.5), -18);
  // thread spool
  const sx = 330;
  const sy = 110;
  tools += `<ellipse cx="${sx + 12}" cy="${sy + 112}" rx="86" ry="24" fill="url(#sh)" fill-opacity=".8"/>`;
  tools += `<rect x="${sx - 46}" y="${sy - 6}" width="92" height="100" fill="${L.thread}"/>`;
  for (let i = 0; i < 11; i++)
    tools += `<path d="M${sx - 46} ${sy + i * 9}L${sx + 46} ${sy + i * 9 + 3}" stroke="${mix(L.thread, '#000000', 0.2)}" stroke-opacity=".45" stroke-width="2"/>`;
  tools += `<rect x="${sx - 46}" y="${sy - 6}" width="30" height="100" fill="#fff" fill-opacity=".18"/><rect x="${sx + 20}" y="${sy - 6}" width="26" height="100" fill="#000" fill-opacity=".12"/>`;
  tools += `<path d="M${sx - 60} ${sy + 100}A60 18 0 0 0 ${sx + 60} ${sy + 100}L${sx + 60} ${sy + 92}A60 18 0 0 1 ${sx - 60} ${sy + 92}Z" fill="${mix(wood, '#000000', 0.3)}"/>`;
  tools += `<ellipse cx="${sx}" cy="${sy - 12}" rx="60" ry="18" fill="${mix(wood, '#000000', 0.3)}"/><ellipse cx="${sx}" cy="${sy - 20}" rx="60" ry="18" fill="${mix(wood, '#ffffff', 0.2)}"/><ellipse cx="${sx}" cy="${sy - 20}" rx="12" ry="5" fill="#2a1a0e"/>`;
  // awl: steel blade, brass ferrule, turned wooden handle
  const handle = 'M175 -15C230 -28 300 -36 350 -28C392 -20 392 20 350 28C300 36 230 28 175 15Z';
  tools += `<g transform="translate(20 250) rotate(-12)"><path d="${handle}" fill="#1b120a" fill-opacity=".18" transform="translate(8 18)"/><path d="M0 0L178 -5L178 5Z" fill="#1b120a" fill-opacity=".18" transform="translate(8 18)"/>`;
  tools += `<path d="M0 0L178 -5L178 5Z" fill="url(#key)" stroke="${c.K.deep}" stroke-width="1.5"/><rect x="160" y="-14" width="22" height="28" rx="4" fill="url(#hw)" stroke="${c.H.deep}" stroke-width="2"/>`;
  tools += `<path d="${handle}" fill="${mix(wood, '#5a3418', 0.35)}" stroke="${mix(wood, '#000000', 0.45)}" stroke-width="3"/><path d="M195 -10C250 -22 310 -26 352 -18" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"/></g>`;
  // steel rule
  tools += `<g transform="translate(-10 470) rotate(-4)"><rect x="0" y="0" width="600" height="46" fill="#1b120a" fill-opacity=".2" transform="translate(6 10)"/><rect x="0" y="0" width="600" height="46" fill="url(#key)" stroke="${c.K.deep}" stroke-width="2"/>`;
  for (let i = 1; i < 60; i++)
    tools += `<path d="M${i * 10} 0L${i * 10} ${i % 5 === 0 ? 16 : 9}" stroke="${c.K.deep}" stroke-width="1.6"/>`;
  tools += `</g>`;
  const toolsX = flip ? 1000 : 70;
  body += `<g transform="translate(${toolsX} ${bench + 20}) scale(1.08)">${tools}</g>`;
  const drawn = (KINDS[o.kind] ?? KINDS.tote)(c, 0);
  const standing = STANDING.includes(o.kind);
  const sc = standing ? 0.66 : 0.86;
  const prodX = flip ? 560 : 1040;
  const anchorY = standing ? FY : 900;
  body += `<g transform="translate(${r1(prodX - 800 * sc)} ${r1((standing ? 830 : 700) - anchorY * sc)}) scale(${sc})">${drawn.g}</g>`;
  body += vignette(W, H);
  return doc(W, H, c, body);
}

// ───────────────────────────── rendering ─────────────────────────────

const WEBP_QUALITY = 78;
const WEBP_EFFORT = 4;
/**
 * Variants wider than LARGE_WIDTH (the 1600 px zoom image, the 2400 px hero) are encoded with a
 * lower effort: at effort 4 the 1600 px encode alone takes ~135 ms of CPU (~200 ms for a grained
 * close-up), about half of a product photo's total; effort 2 halves that for files ~3-7 % larger.
 */
const LARGE_WIDTH = 1280;
const LARGE_EFFORT = 2;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Renders `svg` once at the largest width and writes `${outDir}/${baseName}-${width}.webp` for each
 * width. When all files already exist nothing is rendered (idempotent seed). Files are written to a
 * temporary name and renamed, so an interrupted run never leaves a truncated image behind.
 */
export async function writeImageVariants(
  svg: string,
  outDir: string,
  baseName: string,
  widths: number[],
): Promise<{ width: number; file: string }[]> {
  await mkdir(outDir, { recursive: true });
  const list = widths.map((width) => ({ width, file: path.join(outDir, `${baseName}-${width}.webp`) }));
  if (list.length === 0) return list;
  if ((await Promise.all(list.map((x) => exists(x.file)))).every(Boolean)) return list;

  const maxW = Math.max(...widths);
  const svgW = Number(/<svg[^>]*?\swidth="([\d.]+)"/.exec(svg)?.[1]) || maxW;
  const density = (72 * maxW) / svgW;
  let img = sharp(Buffer.from(svg), { density, limitInputPixels: false });
  const meta = await img.metadata();
  if (meta.width !== maxW) img = img.resize({ width: maxW });
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });

  await Promise.all(
    list.map(async ({ width, file }) => {
      const out =
        width === info.width
          ? sharp(data, { raw: info })
          : sharp(data, { raw: info }).resize({ width, kernel: width * 2 <= info.width ? 'lanczos3' : 'mitchell' });
      const buf = await out
        .webp({ quality: WEBP_QUALITY, effort: width > LARGE_WIDTH ? LARGE_EFFORT : WEBP_EFFORT })
        .toBuffer();
      const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`;
      try {
        await writeFile(tmp, buf);
        await rename(tmp, file);
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    }),
  );
  return list;
}
