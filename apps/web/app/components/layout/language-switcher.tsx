import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { lazyWithPreload } from '../ui/lazy';
import { LanguageTriggerContent, languageTriggerClass } from './language-trigger';

const LanguageMenu = lazyWithPreload(() => import('./language-menu'));

/**
 * PL/EN dropdown: the same page, params, query and hash in the other language. Until it is first used
 * the button is a plain one; its Radix menu is downloaded on hover or focus and opens on the click.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [used, setUsed] = useState(false);

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t('nav.languageSwitch')}
      onPointerEnter={LanguageMenu.preload}
      onFocus={LanguageMenu.preload}
      onClick={() => setUsed(true)}
      className={`${languageTriggerClass} ${className}`}
    >
      <LanguageTriggerContent locale={locale} />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu className={className} defaultOpen />
    </Suspense>
  );
}
