import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useSwipe } from './use-swipe';

export interface LightboxLabels {
  title: string;
  /** Read out as the position changes, e.g. "Photo 2 of 5". */
  position: string;
  hint: string;
  close: string;
  previous: string;
  next: string;
}

/**
 * A full-screen view of one picture out of several (Radix Dialog: focus trapped, Escape closes, focus returns
 * to what opened it). The left and right arrow keys, the buttons and a swipe of more than 50 px move between
 * pictures. The product gallery and the workshop gallery both show their pictures in it.
 */
export function Lightbox({
  count,
  current,
  go,
  open,
  onOpenChange,
  returnFocusTo,
  labels,
  caption,
  testId,
  swipeLocked = false,
  children,
}: {
  count: number;
  current: number;
  go: (step: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the view closes (the picture that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  labels: LightboxLabels;
  /** A line under the picture; without it the picture takes the room. */
  caption?: ReactNode;
  /** `data-testid` of the view; its stage is `{testId}-stage`, the caption `{testId}-caption`. */
  testId: string;
  /** True while the picture itself takes the pointer (an enlarged photo being moved): no swiping to the next. */
  swipeLocked?: boolean;
  /** The current picture. */
  children: ReactNode;
}) {
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-espresso data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="on-dark fixed inset-0 z-[70] flex flex-col text-cream outline-none data-[state=open]:animate-fade-in"
          data-testid={testId}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-4 pl-5 pr-3 sm:pl-8">
            <Dialog.Title className="truncate font-sans text-sm font-medium tracking-wide text-cream">
              {labels.title}
            </Dialog.Title>
            <div className="flex items-center gap-3">
              <p className="whitespace-nowrap text-sm tabular-nums text-cream/85" aria-live="polite">
                <span aria-hidden="true">
                  {current + 1} / {count}
                </span>
                <span className="sr-only">{labels.position}</span>
              </p>
              <Dialog.Close
                aria-label={labels.close}
                className="inline-flex size-11 items-center justify-center rounded-full text-cream hover:bg-cream/10"
              >
                <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">{labels.hint}</Dialog.Description>
          <div
            {...(swipeLocked ? {} : swipe.handlers)}
            className={`relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2 sm:px-20 ${caption === undefined ? 'pb-6' : ''}`}
            data-testid={`${testId}-stage`}
          >
            {children}
            {count > 1 && (
              <>
                <StepButton label={labels.previous} onClick={() => go(-1)} side="left" />
                <StepButton label={labels.next} onClick={() => go(1)} side="right" />
              </>
            )}
          </div>
          {caption !== undefined && (
            <p
              className="shrink-0 px-5 pb-6 pt-4 text-center text-[15px] text-cream/90 sm:px-8"
              data-testid={`${testId}-caption`}
            >
              {caption}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StepButton({ label, onClick, side }: { label: string; onClick: () => void; side: 'left' | 'right' }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-cream/10 text-cream transition-colors hover:bg-cream/20 ${side === 'left' ? 'left-2 sm:left-5' : 'right-2 sm:right-5'}`}
    >
      <Icon aria-hidden="true" className="size-6" strokeWidth={1.5} />
    </button>
  );
}

/** Classes of the picture inside the view. */
export const lightboxImageClass = 'max-h-full w-auto max-w-full animate-fade-in rounded-sm object-contain';
