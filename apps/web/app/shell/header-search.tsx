import { Search } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../components/ui/lazy';
import { iconButtonClass } from './header-actions';

const HeaderSearchDialog = lazyWithPreload(() => import('../features/search/header-search-dialog'));

/**
 * The header's search button, on every page. Until first used it is a plain button; the dialog's code comes when
 * a finger or pointer reaches it (as the phone menu's does), and the dialog opens on the click.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const icon = <Search aria-hidden="true" className="size-5" strokeWidth={1.5} />;
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={t('headerSearch.open')}
      title={t('headerSearch.open')}
      onPointerEnter={HeaderSearchDialog.preload}
      onPointerDown={HeaderSearchDialog.preload}
      onFocus={HeaderSearchDialog.preload}
      onClick={() => setUsed(true)}
      className={iconButtonClass}
    >
      {icon}
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderSearchDialog initiallyOpen triggerClassName={iconButtonClass} />
    </Suspense>
  );
}
