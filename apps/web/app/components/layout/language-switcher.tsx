import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../i18n/hooks';
import { LOCALES, switchLocalePath } from '../../i18n/locale';

/** PL/EN dropdown: the same page, params, query and hash in the other language. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium tracking-wide text-ink transition-colors hover:bg-sand data-[state=open]:bg-sand ${className}`}
        aria-label={t('nav.languageSwitch', { language: t(`languages.${locale}`) })}
      >
        <Globe aria-hidden="true" className="size-[18px]" strokeWidth={1.5} />
        <span>{locale.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 animate-pop-in rounded-md border border-hairline bg-paper p-1.5 shadow-lg shadow-ink/5"
        >
          {LOCALES.map((option) => (
            <DropdownMenu.Item key={option} asChild>
              <Link
                to={switchLocalePath(pathname, search, hash, option)}
                preventScrollReset
                lang={option}
                hrefLang={option}
                aria-current={option === locale ? 'true' : undefined}
                className="flex min-h-11 items-center justify-between gap-4 rounded-sm px-3 text-sm outline-none data-[highlighted]:bg-sand"
              >
                <span>
                  <span className="mr-2 inline-block w-6 font-medium text-taupe">{option.toUpperCase()}</span>
                  {t(`languages.${option}`)}
                </span>
                {option === locale && <Check aria-hidden="true" className="size-4 text-cognac" strokeWidth={1.5} />}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
