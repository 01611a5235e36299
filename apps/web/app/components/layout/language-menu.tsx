import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '~/i18n/hooks';
import { LOCALES, switchLocalePath } from '~/i18n/locale';
import { LanguageTriggerContent, languageTriggerClass } from './language-trigger';

/** PL/EN dropdown: the same page, params, query and hash in the other language. Loaded on first use. */
export default function LanguageMenu({
  className = '',
  defaultOpen = false,
}: {
  className?: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={`${languageTriggerClass} ${className}`} aria-label={t('nav.languageSwitch')}>
        <LanguageTriggerContent locale={locale} />
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
