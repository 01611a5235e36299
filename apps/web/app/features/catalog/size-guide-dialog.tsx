import type { SizeGuide } from '@atelier/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SizeGuideButtonContent, sizeGuideButtonClass } from './size-guide';

/** Plain text split into paragraphs at blank lines, as staff write the introduction and the note. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The size guide itself (Radix Dialog: labelled by its title, focus kept inside, Escape and the overlay close
 * it and focus returns to the button). The table scrolls sideways on its own on a narrow phone, so the page
 * never does; the first cell of each row heads that row. Loaded on first use.
 */
export default function SizeGuideDialog({
  guide,
  initiallyOpen = false,
}: {
  guide: SizeGuide;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const captionId = useId();
  const intro = paragraphs(guide.intro);
  const note = paragraphs(guide.note);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={sizeGuideButtonClass}>
        <SizeGuideButtonContent />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-paper shadow-2xl outline-none data-[state=open]:animate-pop-in"
          {...(intro.length === 0 ? { 'aria-describedby': undefined } : {})}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-hairline py-3 pl-5 pr-2 sm:pl-7">
            <div className="pt-2">
              <p className="text-xs font-medium uppercase tracking-[0.2em] text-cognac">
                {t('product.sizeGuide.open')}
              </p>
              <Dialog.Title className="mt-1 font-serif text-2xl leading-tight sm:text-[1.7rem]">
                {guide.title}
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label={t('product.sizeGuide.close')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
            >
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 pb-6 pt-4 sm:px-7">
            {intro.length > 0 && (
              <Dialog.Description asChild>
                <div className="grid gap-3 text-[15px] leading-relaxed text-ink">
                  {intro.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </div>
              </Dialog.Description>
            )}
            {/* A region of its own, reachable by keyboard, so a table wider than a phone scrolls sideways. */}
            <section
              aria-labelledby={captionId}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for keyboard users
              tabIndex={0}
              className="mt-5 overflow-x-auto rounded-sm border border-hairline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cognac"
            >
              <table className="w-full min-w-[20rem] border-collapse text-left text-[15px] tabular-nums">
                <caption id={captionId} className="sr-only">
                  {t('product.sizeGuide.caption', { title: guide.title })}
                </caption>
                <thead className="bg-sand/60">
                  <tr>
                    {guide.columns.map((heading) => (
                      <th key={heading} scope="col" className="px-3 py-2.5 text-sm font-medium sm:px-4">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {guide.rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown as staff ordered them and never move
                    <tr key={index} className="border-t border-hairline">
                      {row.map((cell, column) =>
                        column === 0 ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                          <th key={column} scope="row" className="px-3 py-2.5 font-medium sm:px-4">
                            {cell}
                          </th>
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                          <td key={column} className="px-3 py-2.5 sm:px-4">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {note.length > 0 && (
              <div className="mt-4 grid gap-2 text-sm text-taupe">
                {note.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
