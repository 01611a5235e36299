import type { SVGProps } from 'react';

// lucide-react no longer ships brand marks; these follow its 24 px grid and 1.5 px stroke.
type IconProps = SVGProps<SVGSVGElement>;

const common = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...common} {...props} aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...common} {...props} aria-hidden="true">
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function PinterestIcon(props: IconProps) {
  return (
    <svg {...common} {...props} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M10.8 8.6c.6-.5 1.4-.8 2.3-.7 1.8.2 2.9 1.6 2.6 3.4-.3 1.7-1.5 2.9-3 2.8-.8 0-1.4-.5-1.6-1.1" />
      <path d="m11.5 10-2.3 10" />
    </svg>
  );
}
