import type { ReactNode } from 'react';

/** What to do when there is nothing to show: a sentence, a hint and a way forward (design.md). */
export function EmptyState({
  icon,
  title,
  hint,
  children,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-hairline bg-paper px-6 py-10 sm:items-center sm:px-10 sm:py-14 sm:text-center">
      {icon && (
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-sand text-cognac">{icon}</span>
      )}
      <p className="font-serif text-2xl">{title}</p>
      {hint && <p className="max-w-md text-taupe">{hint}</p>}
      {children && <div className="mt-2 flex flex-wrap gap-3 sm:justify-center">{children}</div>}
    </div>
  );
}
