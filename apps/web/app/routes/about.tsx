import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { SimplePage } from '../components/ui/simple-page';
import { LeatherSwatches } from '../components/ui/workshop-art';
import { useLocalePath } from '../i18n/hooks';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'about');

export default function About() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const values = t('pages.about.values', { returnObjects: true });
  return (
    <SimplePage page="about">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <article className="lg:col-span-7">
          <h2 className="text-3xl">{t('pages.about.storyTitle')}</h2>
          <p className="mt-6 text-lg leading-relaxed">{t('pages.about.p1')}</p>
          <p className="mt-5 text-lg leading-relaxed">{t('pages.about.p2')}</p>
          <p className="mt-5 text-lg leading-relaxed">{t('pages.about.p3')}</p>
          <h2 className="mt-14 text-3xl">{t('pages.about.valuesTitle')}</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {values.map((value) => (
              <li key={value} className="flex gap-3 rounded-md border border-hairline bg-paper p-4">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
                <span>{value}</span>
              </li>
            ))}
          </ul>
          <Link to={to('/products')} className={buttonClass('primary', 'mt-10')}>
            {t('home.hero.cta')}
          </Link>
        </article>
        <LeatherSwatches className="aspect-[4/5] max-lg:hidden lg:col-span-5" />
      </div>
    </SimplePage>
  );
}
