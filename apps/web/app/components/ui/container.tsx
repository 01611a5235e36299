import type { ReactNode } from 'react';

/** The page width: 16 px gutters on phones, wide margins on desktop (design.md, Layout). */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-10 ${className}`}>{children}</div>;
}
