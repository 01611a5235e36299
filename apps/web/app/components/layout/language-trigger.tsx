import { ChevronDown, Globe } from 'lucide-react';
import type { Locale } from '~/i18n/locale';

export const languageTriggerClass =
  'inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium tracking-wide text-ink transition-colors hover:bg-sand data-[state=open]:bg-sand';

/** What the language button shows, the same before and after its menu's code has loaded. */
export function LanguageTriggerContent({ locale }: { locale: Locale }) {
  return (
    <>
      <Globe aria-hidden="true" className="size-[18px]" strokeWidth={1.5} />
      <span>{locale.toUpperCase()}</span>
      <ChevronDown aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
    </>
  );
}
