import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'faq');

export default function Faq() {
  const { t } = useTranslation();
  const items = t('pages.faq.items', { returnObjects: true });
  return (
    <InfoPage page="faq">
      <div className="max-w-3xl divide-y divide-hairline border-b border-hairline">
        {items.map((item) => (
          <details key={item.q} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-serif text-xl [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-cognac transition-transform group-open:rotate-180"
                strokeWidth={1.5}
              />
            </summary>
            <p className="pb-6 pr-10 text-taupe">{item.a}</p>
          </details>
        ))}
      </div>
    </InfoPage>
  );
}
