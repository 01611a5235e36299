import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The result of a newsletter link (confirmation, unsubscribe): one clear sentence and a way on. */
export function NewsletterOutcome({
  tone,
  title,
  text,
  children,
}: {
  tone: 'success' | 'problem';
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const Icon = tone === 'success' ? CheckCircle2 : CircleAlert;
  return (
    <section
      role={tone === 'success' ? 'status' : undefined}
      className="max-w-2xl rounded-lg border border-hairline bg-paper p-6 sm:p-10"
      data-testid="newsletter-outcome"
    >
      <Icon
        aria-hidden="true"
        className={`size-9 ${tone === 'success' ? 'text-success' : 'text-warning'}`}
        strokeWidth={1.5}
      />
      <h2 className="mt-4 text-3xl">{title}</h2>
      <p className="mt-3 text-lg text-ink/85">{text}</p>
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </section>
  );
}
