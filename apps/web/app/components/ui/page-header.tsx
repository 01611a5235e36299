import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';

/** Breadcrumb, the page's one h1 and its intro sentence. */
export function PageHeader({
  title,
  intro,
  crumbs,
  children,
}: {
  title: string;
  intro?: string;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-hairline pb-8 pt-6 sm:pb-10 sm:pt-8">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-6 max-w-3xl text-4xl sm:text-5xl">{title}</h1>
      {intro && <p className="mt-4 max-w-2xl text-lg text-taupe">{intro}</p>}
      {children}
    </header>
  );
}
