import type { ContactHours, ShopFactsResponse } from '@atelier/contracts';
import { Building2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { SimplePage } from '../components/ui/simple-page';
import { ContactForm } from '../features/contact/contact-form';
import { SellerDetails } from '../features/seller/seller-details';
import { translator } from '../i18n/i18n';
import { toLocale } from '../i18n/locale';
import { serverApi } from '../lib/api.server';
import { metaTags, SITE } from '../lib/meta';
import type { Route } from './+types/contacts';

/** The office's address, e-mail, phone and hours come from the shop facts (docs/product-rules.md#content), like every other figure. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const { data: facts } = await serverApi(context, request, locale).get<ShopFactsResponse>('/api/shop-facts');
  return { contact: facts.contact, seller: facts.seller, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ params, data }) => {
  const locale = toLocale(params.locale);
  const t = translator(locale);
  return metaTags(locale, `${t('pages.contacts.title')} | ${SITE}`, t('pages.contacts.description'), {
    origin: data?.origin,
    path: data ? '/contacts' : undefined,
  });
};

const cardClass = 'flex gap-4 border-b border-hairline py-6 first:pt-0 last:border-b-0';
const iconClass = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-cognac';

/** "08:00" → "8:00", as Polish and English both write opening hours. */
const hour = (time: string) => time.replace(/^0(\d)/, '$1');

export default function Contacts() {
  const { contact, seller } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hoursLine = (hours: ContactHours) =>
    t('contact.hoursLine', {
      days: t(`contact.days.${hours.days}`),
      opens: hour(hours.opens),
      closes: hour(hours.closes),
    });
  return (
    <SimplePage page="contacts">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <ContactForm />
        </div>
        <ul className="lg:col-span-5 lg:pt-2">
          <li className={cardClass}>
            <span className={iconClass}>
              <MapPin aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div>
              <h2 className="text-xl">{t('contact.visit')}</h2>
              <address className="mt-1 not-italic text-taupe">
                {contact.office.name}
                <br />
                {contact.office.street}
                <br />
                {contact.office.postal_code} {contact.office.city}
              </address>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Building2 aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div className="min-w-0">
              <h2 className="text-xl">{t('seller.title')}</h2>
              <div className="mt-1 text-taupe">
                <SellerDetails seller={seller} />
              </div>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Mail aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div className="min-w-0">
              <h2 className="text-xl">{t('contact.write')}</h2>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-11 items-center break-all text-cognac underline underline-offset-4"
              >
                {contact.email}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Phone aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div>
              <h2 className="text-xl">{t('contact.call')}</h2>
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center text-cognac underline underline-offset-4"
              >
                {contact.phone}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Clock aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </span>
            <div>
              <h2 className="text-xl">{t('contact.hours')}</h2>
              <p className="mt-1 text-taupe" data-testid="contact-hours">
                {contact.hours.map((hours) => (
                  <span key={hours.days} className="block">
                    {hoursLine(hours)}
                  </span>
                ))}
              </p>
              <p className="mt-3 text-sm text-taupe">{t('contact.replyTime')}</p>
            </div>
          </li>
        </ul>
      </div>
    </SimplePage>
  );
}
