import type { SellerIdentityView } from '@atelier/contracts';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { Container } from '../components/ui/container';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '../components/ui/social-icons';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { SellerDetails } from '../features/seller/seller-details';
import { useLocalePath } from '../i18n/hooks';
import { CUSTOMER_ZONE_LINKS, type InfoLink, SHOP_CONTACT, SHOPPING_LINKS, SOCIAL_LINKS } from './navigation';

const SOCIAL_ICONS = { instagram: InstagramIcon, facebook: FacebookIcon, pinterest: PinterestIcon } as const;

const headingClass = 'font-sans text-xs font-medium uppercase tracking-[0.18em] text-cream/70';

function LinkGroup({ id, title, links }: { id: string; title: string; links: InfoLink[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={to(link.to)}
              className="inline-flex min-h-11 items-center text-[15px] text-cream/90 underline-offset-4 hover:text-white hover:underline lg:min-h-10"
            >
              {t(`pages.${link.page}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const seller = useRouteLoaderData<{ seller: SellerIdentityView | null }>('routes/locale-layout')?.seller ?? null;

  return (
    <footer className="on-dark mt-24 bg-espresso text-cream sm:mt-32">
      <Container>
        <section
          aria-labelledby="newsletter-title"
          className="grid gap-8 border-b border-cream/10 py-14 lg:grid-cols-12 lg:items-end lg:py-16"
        >
          <div className="lg:col-span-5">
            <h2 id="newsletter-title" className="text-3xl text-cream sm:text-4xl">
              {t('newsletter.title')}
            </h2>
            <p className="mt-3 max-w-md text-cream/75">{t('newsletter.text')}</p>
          </div>
          <div className="lg:col-span-6 lg:col-start-7">
            <NewsletterForm />
          </div>
        </section>

        <div className="grid gap-x-8 gap-y-12 py-14 sm:grid-cols-2 lg:grid-cols-12">
          <div className="sm:col-span-2 lg:col-span-4">
            <p className="font-serif text-3xl tracking-tight">{t('common.brand')}</p>
            <p className="mt-4 max-w-xs text-[15px] text-cream/75">{t('footer.tagline')}</p>
            <h2 className={`${headingClass} mt-8`}>{t('footer.follow')}</h2>
            <ul className="mt-3 flex gap-2">
              {SOCIAL_LINKS.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.${network}`)}
                      className="inline-flex size-11 items-center justify-center rounded-full border border-cream/20 text-cream/90 transition-colors hover:border-cream/60 hover:text-white"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="lg:col-span-2">
            <LinkGroup id="footer-shopping" title={t('footer.shopping')} links={SHOPPING_LINKS} />
          </div>
          <div className="lg:col-span-2">
            <LinkGroup id="footer-customer" title={t('footer.customerZone')} links={CUSTOMER_ZONE_LINKS} />
          </div>
          <section aria-labelledby="footer-help" className="sm:col-span-2 lg:col-span-4">
            <h2 id="footer-help" className={headingClass}>
              {t('footer.help')}
            </h2>
            <ul className="mt-4 space-y-4 text-[15px] text-cream/90">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cream/60" strokeWidth={1.5} />
                <address className="not-italic">
                  <span className="block font-medium text-cream">{t('footer.office')}</span>
                  <span className="block">{t('footer.street')}</span>
                  <span className="block">{t('footer.city')}</span>
                </address>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-cream/60" strokeWidth={1.5} />
                <a
                  href={`mailto:${SHOP_CONTACT.email}`}
                  className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white lg:min-h-0"
                >
                  <span className="sr-only">{t('footer.emailLabel')}: </span>
                  {SHOP_CONTACT.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-cream/60" strokeWidth={1.5} />
                <a
                  href={`tel:${SHOP_CONTACT.phoneHref}`}
                  className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white lg:min-h-0"
                >
                  <span className="sr-only">{t('footer.phoneLabel')}: </span>
                  {t('contact.phone')}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cream/60" strokeWidth={1.5} />
                <span>
                  <span className="sr-only">{t('footer.hours')}: </span>
                  <span className="block">{t('footer.hoursWeekdays')}</span>
                  <span className="block">{t('footer.hoursWeekend')}</span>
                </span>
              </li>
            </ul>
          </section>
        </div>

        <div className="flex flex-col gap-2 border-t border-cream/10 py-6 text-xs text-cream/65 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>{t('footer.copyright', { year })}</p>
            {seller && (
              <div className="mt-2">
                <h2 className="sr-only">{t('seller.title')}</h2>
                <SellerDetails seller={seller} tone="dark" />
              </div>
            )}
          </div>
          <p>{t('footer.payments')}</p>
        </div>
      </Container>
    </footer>
  );
}
