import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { categoryPath } from '../features/catalog/category-paths';
import { useLocale, useLocalePath } from '../i18n/hooks';
import { useMenuCategories } from './shop-categories';

/**
 * "Kategorie" in the desktop header: a disclosure button and the list of category links it shows (the
 * disclosure navigation pattern: Tab moves through the links, Escape closes and returns to the button, a click
 * elsewhere or following a link closes it).
 */
export function CategoriesMenu({ linkClass }: { linkClass: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const categories = useMenuCategories();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Following a link changes the location: the menu has done its job.
  const [shownAt, setShownAt] = useState(`${pathname}${search}`);
  if (shownAt !== `${pathname}${search}`) {
    setShownAt(`${pathname}${search}`);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (categories.length === 0) return null;
  return (
    <li ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${linkClass} gap-1 text-ink`}
      >
        {t('nav.categories')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          strokeWidth={1.5}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 w-64 rounded-xl border border-hairline bg-paper p-2 shadow-lg"
      >
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink
                to={to(categoryPath(category, locale))}
                className={({ isActive }) =>
                  `flex min-h-11 items-center rounded-lg px-3 text-[15px] transition-colors hover:bg-sand ${
                    isActive ? 'text-cognac' : 'text-ink'
                  }`
                }
              >
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
