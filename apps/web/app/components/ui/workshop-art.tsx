import { useId } from 'react';

// Illustrations drawn in SVG/CSS in the style of the shop's seed photographs (design.md): a studio
// backdrop and leather in the shop's colours. They stand in wherever no photograph is needed.

function svgId(raw: string, name: string) {
  return `${raw.replace(/[^a-zA-Z0-9_-]/g, '')}-${name}`;
}

/** A cognac flap bag with stitching and brass hardware, standing on a soft studio floor. */
export function BagIllustration({ className = '' }: { className?: string }) {
  const raw = useId();
  const id = (name: string) => svgId(raw, name);
  return (
    <svg viewBox="0 0 400 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id('body')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b26a37" />
          <stop offset="0.55" stopColor="#8b4a24" />
          <stop offset="1" stopColor="#693419" />
        </linearGradient>
        <linearGradient id={id('flap')} x1="0" y1="0" x2="0.9" y2="1">
          <stop offset="0" stopColor="#a45d2e" />
          <stop offset="1" stopColor="#74391b" />
        </linearGradient>
        <linearGradient id={id('brass')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ecd08f" />
          <stop offset="1" stopColor="#a57c38" />
        </linearGradient>
        <filter id={id('blur')} x="-20%" y="-200%" width="140%" height="500%">
          <feGaussianBlur stdDeviation="7" />
        </filter>
      </defs>
      <ellipse cx="200" cy="338" rx="142" ry="12" fill="#3a2616" opacity="0.28" filter={`url(#${id('blur')})`} />
      <path d="M142 152 C142 66, 258 66, 258 152" fill="none" stroke="#6c3618" strokeWidth="13" strokeLinecap="round" />
      <path
        d="M146 150 C148 78, 252 78, 254 150"
        fill="none"
        stroke="#b97a4a"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.55"
      />
      <rect x="131" y="136" width="22" height="30" rx="5" fill="#74391b" />
      <rect x="247" y="136" width="22" height="30" rx="5" fill="#74391b" />
      <circle cx="142" cy="146" r="7" fill="none" stroke={`url(#${id('brass')})`} strokeWidth="4" />
      <circle cx="258" cy="146" r="7" fill="none" stroke={`url(#${id('brass')})`} strokeWidth="4" />
      <path
        d="M92 152 H308 Q318 152 320 162 L336 318 Q338 334 322 334 H78 Q62 334 64 318 L80 162 Q82 152 92 152 Z"
        fill={`url(#${id('body')})`}
      />
      <path
        d="M99 164 H301 Q307 164 308 170 L323 313 Q324 322 315 322 H85 Q76 322 77 313 L92 170 Q93 164 99 164 Z"
        fill="none"
        stroke="#edc9a0"
        strokeWidth="1.6"
        strokeDasharray="6 5"
        opacity="0.6"
      />
      <path d="M84 156 H316 L306 236 Q200 268 94 236 Z" fill="#2a160a" opacity="0.25" filter={`url(#${id('blur')})`} />
      <path d="M84 152 H316 L305 228 Q200 262 95 228 Z" fill={`url(#${id('flap')})`} />
      <path
        d="M97 163 H303 L295 221 Q200 251 105 221 Z"
        fill="none"
        stroke="#edc9a0"
        strokeWidth="1.6"
        strokeDasharray="6 5"
        opacity="0.65"
      />
      <path d="M90 158 H310" stroke="#c78a58" strokeWidth="1.2" opacity="0.5" />
      <rect
        x="184"
        y="234"
        width="32"
        height="22"
        rx="5"
        fill={`url(#${id('brass')})`}
        stroke="#8a6a32"
        strokeWidth="1"
      />
      <rect x="193" y="241" width="14" height="8" rx="2" fill="none" stroke="#8a6a32" strokeWidth="1.4" />
    </svg>
  );
}

/** A round workshop stamp with its text set on a circle. */
export function WorkshopStamp({ text, className = '' }: { text: string; className?: string }) {
  const raw = useId();
  const pathId = svgId(raw, 'circle');
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <defs>
        <path id={pathId} d="M60 60 m-42 0 a42 42 0 1 1 84 0 a42 42 0 1 1 -84 0" />
      </defs>
      <circle cx="60" cy="60" r="56" fill="#f7f3ee" opacity="0.92" />
      <circle cx="60" cy="60" r="52" fill="none" stroke="#8b4a24" strokeWidth="1" />
      <circle cx="60" cy="60" r="30" fill="none" stroke="#8b4a24" strokeWidth="0.8" strokeDasharray="3 3" />
      <text fill="#8b4a24" fontSize="10" fontFamily="Inter, sans-serif" fontWeight="500">
        {/* Stretched to the circle's circumference (2π·42) so the words meet where they began. */}
        <textPath href={`#${pathId}`} textLength="262" lengthAdjust="spacing">
          {text}
        </textPath>
      </text>
      <text x="60" y="67" textAnchor="middle" fill="#8b4a24" fontSize="20" fontFamily="Fraunces, serif">
        A
      </text>
    </svg>
  );
}

/** Fanned leather swatches in the shop's colours, each stitched along its edge. */
export function LeatherSwatches({ className = '' }: { className?: string }) {
  const swatch = 'leather stitched absolute w-[58%] aspect-[3/4] rounded-[14px] shadow-xl shadow-ink/20';
  return (
    <div aria-hidden="true" className={`studio-backdrop relative overflow-hidden rounded-sm ${className}`}>
      <div className={`${swatch} leather-tan left-[8%] top-[14%] -rotate-[9deg]`} />
      <div className={`${swatch} leather-bordo left-[22%] top-[10%] -rotate-[2deg]`} />
      <div className={`${swatch} leather-cognac left-[36%] top-[16%] rotate-[7deg]`} />
    </div>
  );
}

export type WorkshopScene = 'cutting' | 'stitching' | 'finishing';

/** Close-ups of the three stages of the work, for the gallery teaser. */
export function WorkshopTile({ scene, className = '' }: { scene: WorkshopScene; className?: string }) {
  if (scene === 'cutting') {
    return (
      <div aria-hidden="true" className={`leather leather-tan relative overflow-hidden ${className}`}>
        <svg
          viewBox="0 0 300 400"
          className="absolute inset-0 size-full"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <path d="M-20 300 L320 90" stroke="#5e3018" strokeWidth="1.5" strokeDasharray="2 7" opacity="0.55" />
          <path d="M40 420 C60 300, 160 240, 320 230" stroke="#fff" strokeWidth="1" opacity="0.25" fill="none" />
          <g transform="translate(150 190) rotate(-32)">
            <rect x="-90" y="-9" width="120" height="18" rx="3" fill="#2b241d" />
            <path d="M30 -9 L95 -2 L95 2 L30 9 Z" fill="#d9d4cc" />
            <path d="M30 -9 L95 -2" stroke="#fff" strokeWidth="1" opacity="0.6" />
          </g>
        </svg>
      </div>
    );
  }
  if (scene === 'stitching') {
    return (
      <div aria-hidden="true" className={`leather leather-bordo relative overflow-hidden ${className}`}>
        <svg
          viewBox="0 0 300 400"
          className="absolute inset-0 size-full"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <path d="M-10 210 H310" stroke="#2d0a10" strokeWidth="26" opacity="0.25" />
          <path d="M-10 200 H310" stroke="#f3dcc0" strokeWidth="3" strokeDasharray="14 9" strokeLinecap="round" />
          <path d="M-10 214 H310" stroke="#4c121a" strokeWidth="1" opacity="0.5" />
          <path d="M182 200 C200 150, 240 120, 300 110" stroke="#f3dcc0" strokeWidth="1.6" fill="none" />
          <path d="M170 246 L232 150" stroke="#d9d4cc" strokeWidth="3" strokeLinecap="round" />
          <circle cx="229" cy="155" r="2" fill="none" stroke="#4c121a" strokeWidth="1" />
        </svg>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className={`leather leather-espresso relative overflow-hidden ${className}`}>
      <svg
        viewBox="0 0 300 400"
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <rect x="60" y="80" width="260" height="260" rx="40" fill="#8b4a24" />
        <rect x="60" y="80" width="260" height="260" rx="40" fill="none" stroke="#c9875a" strokeWidth="3" />
        <rect
          x="74"
          y="94"
          width="240"
          height="232"
          rx="30"
          fill="none"
          stroke="#edc9a0"
          strokeWidth="1.5"
          strokeDasharray="6 5"
          opacity="0.6"
        />
        <path d="M62 150 C62 110, 90 82, 130 82" stroke="#f1c9a0" strokeWidth="2" fill="none" opacity="0.8" />
      </svg>
    </div>
  );
}
