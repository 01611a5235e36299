import type { ReactNode } from 'react';

/** One step of the checkout: a titled panel, labelled by its heading for screen readers. */
export function CheckoutSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      {description && <p className="mt-2 text-[15px] text-taupe">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
