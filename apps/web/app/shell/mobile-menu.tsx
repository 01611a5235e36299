import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../components/ui/lazy';
import { iconButtonClass } from './header-actions';

const MobileMenuDrawer = lazyWithPreload(() => import('./mobile-menu-drawer'));

export const menuButtonClass = `${iconButtonClass} -ml-2 lg:hidden`;

/**
 * The phone menu button. Until first used it is a plain button; the drawer's code (Radix Dialog) is
 * downloaded when a finger or pointer reaches it, and the drawer opens on the click.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={t('nav.openMenu')}
      onPointerEnter={MobileMenuDrawer.preload}
      onPointerDown={MobileMenuDrawer.preload}
      onFocus={MobileMenuDrawer.preload}
      onClick={() => setUsed(true)}
      className={menuButtonClass}
    >
      <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenuDrawer initiallyOpen />
    </Suspense>
  );
}
