import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHOP_CONTACT } from '../components/layout/navigation';
import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/contacts';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'contacts');

const cardClass = 'flex flex-col gap-3 rounded-lg border border-hairline bg-paper p-6 sm:p-8';
const iconClass = 'inline-flex size-11 items-center justify-center rounded-full bg-sand text-cognac';

export default function Contacts() {
  const { t } = useTranslation();
  return (
    <SimplePage page="contacts">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        <li className={cardClass}>
          <span className={iconClass}>
            <MapPin aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
          <h2 className="text-xl">{t('contact.visit')}</h2>
          <address className="not-italic text-taupe">
            Atelier
            <br />
            {t('footer.street')}
            <br />
            {t('footer.city')}
          </address>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Mail aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
          <h2 className="text-xl">{t('contact.write')}</h2>
          <a
            href={`mailto:${SHOP_CONTACT.email}`}
            className="inline-flex min-h-11 items-center break-all text-cognac underline underline-offset-4"
          >
            {SHOP_CONTACT.email}
          </a>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Phone aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
          <h2 className="text-xl">{t('contact.call')}</h2>
          <a
            href={`tel:${SHOP_CONTACT.phoneHref}`}
            className="inline-flex min-h-11 items-center text-cognac underline underline-offset-4"
          >
            {t('contact.phone')}
          </a>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Clock aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
          <h2 className="text-xl">{t('contact.hours')}</h2>
          <p className="text-taupe">
            {t('footer.hoursWeekdays')}
            <br />
            {t('footer.hoursWeekend')}
          </p>
        </li>
      </ul>
      <p className="mt-8 text-taupe">{t('contact.replyTime')}</p>
    </SimplePage>
  );
}
