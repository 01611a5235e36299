import type { Banner, Product, ProductListResponse } from '@atelier/contracts';
import { ArrowRight, RotateCcw, Scissors, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { Container } from '../components/ui/container';
import {
  BagIllustration,
  LeatherSwatches,
  type WorkshopScene,
  WorkshopStamp,
  WorkshopTile,
} from '../components/ui/workshop-art';
import { BannerCarousel } from '../features/catalog/banner-carousel';
import { type CardProduct, ProductGrid, toCardProduct } from '../features/catalog/product-card';
import { useLocale, useLocalePath } from '../i18n/hooks';
import { translator } from '../i18n/i18n';
import { toLocale } from '../i18n/locale';
import { serverApi } from '../lib/api.server';
import { metaTags } from '../lib/meta';
import { publicOrigin } from '../lib/public-origin.server';
import type { Route } from './+types/home';

/** docs/product-rules.md#api-contract: home blocks show 4 products; a block that fails to load must not take the page down. */
const BLOCK_SIZE = 4;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const api = serverApi(context, request, locale);
  const [banners, newArrivals, bestsellers] = await Promise.all([
    api
      .get<{ data: Banner[] }>('/api/banners/carousel', { query: { locale } })
      .then((response) => response.data)
      .catch(() => null),
    api
      .get<ProductListResponse>('/api/products', {
        query: { per_page: BLOCK_SIZE, sort_by: 'created_at', sort_order: 'desc', locale },
      })
      .then((response) => response.data.map(toCardProduct))
      .catch(() => null),
    api
      .get<{ data: Product[] }>('/api/products/featured', { query: { limit: BLOCK_SIZE, locale } })
      .then((response) => response.data.map(toCardProduct))
      .catch(() => null),
  ]);
  return { banners: banners ?? [], newArrivals, bestsellers, origin: publicOrigin(context, request) };
}

export const meta: Route.MetaFunction = ({ params, data }) => {
  const t = translator(toLocale(params.locale));
  return metaTags(params.locale, t('home.title'), t('home.description'), {
    origin: data?.origin,
    path: '',
    image: data?.banners[0]?.image_url,
  });
};

export default function Home() {
  const { newArrivals, bestsellers } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <Promises />
      <ProductTeaser block="newArrivals" products={newArrivals} />
      <Slogan />
      <AboutTeaser />
      <ProductTeaser block="bestsellers" products={bestsellers} />
      <GalleryTeaser />
    </>
  );
}

const eyebrowClass = 'text-xs font-medium uppercase tracking-[0.22em] text-cognac';

function Hero() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { banners } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="hero-title" className="border-b border-hairline">
      <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-12 lg:gap-12 lg:py-16">
        <div className="lg:col-span-5">
          <p className={eyebrowClass}>{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-5 text-[2.6rem] leading-[1.05] sm:text-6xl lg:text-[4.1rem]">
            {t('home.hero.title')}
          </h1>
          <p className="mt-6 max-w-md text-lg text-taupe">{t('home.hero.text')}</p>
          <div className="mt-9 flex flex-wrap items-center gap-x-4 gap-y-3">
            <Link to={to('/products')} className={buttonClass('primary', 'px-8')}>
              {t('home.hero.cta')}
              <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </Link>
            <Link to={to('/about')} className={buttonClass('ghost')}>
              {t('home.hero.secondary')}
            </Link>
          </div>
        </div>
        <div className="relative lg:col-span-7">
          {banners.length > 0 ? (
            // The language is part of the key: a language change starts the carousel over with its banners.
            <BannerCarousel key={locale} banners={banners} />
          ) : (
            <div className="studio-backdrop relative aspect-[5/4] overflow-hidden rounded-sm sm:aspect-[16/11] lg:aspect-[6/5]">
              <BagIllustration className="absolute inset-x-0 bottom-[4%] mx-auto h-[88%] w-auto" />
            </div>
          )}
          <WorkshopStamp
            text={`${t('home.hero.stamp')} · ${t('home.hero.stampPlace')} · `.toUpperCase()}
            className="pointer-events-none absolute -top-8 right-3 z-[2] size-20 drop-shadow-sm sm:size-24 lg:-left-10 lg:-top-10 lg:right-auto lg:size-28"
          />
        </div>
      </Container>
    </section>
  );
}

function Promises() {
  const { t } = useTranslation();
  const items = [
    { icon: Truck, text: t('home.usp.delivery') },
    { icon: RotateCcw, text: t('home.usp.returns') },
    { icon: ShieldCheck, text: t('home.usp.warranty') },
    { icon: Scissors, text: t('home.usp.handmade') },
  ];
  return (
    <section aria-label={t('home.usp.label')} className="border-b border-hairline bg-paper">
      <Container>
        <ul className="grid grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon: Icon, text }, index) => (
            <li
              key={text}
              className={`flex items-center gap-3 py-6 text-sm text-ink sm:py-7 ${index % 2 === 1 ? 'pl-4 sm:pl-6' : 'pr-4'} lg:px-6 ${
                index > 0 ? 'lg:border-l lg:border-hairline' : 'lg:pl-0'
              } ${index < 2 ? 'max-lg:border-b max-lg:border-hairline' : ''}`}
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-cognac" strokeWidth={1.25} />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function SectionHeading({
  id,
  title,
  text,
  action,
}: {
  id: string;
  title: string;
  text?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex items-end justify-between gap-6">
      <div>
        <h2 id={id} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        {text && <p className="mt-2 text-taupe">{text}</p>}
      </div>
      {action}
    </div>
  );
}

function ProductTeaser({ block, products }: { block: 'newArrivals' | 'bestsellers'; products: CardProduct[] | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = `home-${block}`;
  // Bestsellers continue as the whole collection by popularity; new arrivals as the default, newest first.
  const allPath = block === 'bestsellers' ? '/products?sort_by=popularity' : '/products';
  const viewAll = (
    <Link
      to={to(allPath)}
      className="group inline-flex min-h-11 shrink-0 items-center gap-2 text-sm font-medium text-cognac max-sm:hidden"
    >
      {t('common.viewAll')}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-0.5"
        strokeWidth={1.5}
      />
    </Link>
  );
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <Container>
        <SectionHeading id={id} title={t(`home.${block}.title`)} text={t(`home.${block}.text`)} action={viewAll} />
        <div className="mt-10">
          {products && products.length > 0 ? (
            <ProductGrid products={products} />
          ) : (
            <p className="rounded-sm border border-hairline bg-paper px-6 py-8 text-taupe">
              {t('home.productsUnavailable')}
            </p>
          )}
        </div>
        <Link to={to(allPath)} className={buttonClass('secondary', 'mt-10 w-full sm:hidden')}>
          {t('common.viewAll')}
        </Link>
      </Container>
    </section>
  );
}

function Slogan() {
  const { t } = useTranslation();
  return (
    <section className="bg-sand/70">
      <Container className="py-20 text-center sm:py-28">
        <figure className="mx-auto max-w-4xl">
          <span aria-hidden="true" className="mx-auto block h-px w-16 border-t border-dashed border-cognac" />
          <blockquote className="mt-8 font-serif text-3xl leading-tight text-ink sm:text-5xl sm:leading-[1.12]">
            <p>{t('home.slogan')}</p>
          </blockquote>
          <figcaption className="mt-8 text-xs font-medium uppercase tracking-[0.22em] text-taupe">
            {t('home.sloganAuthor')}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}

function AboutTeaser() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section aria-labelledby="home-about" className="pt-16 sm:pt-24">
      <Container className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16">
        <LeatherSwatches className="aspect-[4/3] lg:col-span-6 lg:aspect-[5/4]" />
        <div className="lg:col-span-5 lg:col-start-8">
          <p className={eyebrowClass}>{t('home.about.eyebrow')}</p>
          <h2 id="home-about" className="mt-4 text-3xl sm:text-[2.6rem]">
            {t('home.about.title')}
          </h2>
          <p className="mt-6 text-taupe">{t('home.about.p1')}</p>
          <p className="mt-4 text-taupe">{t('home.about.p2')}</p>
          <Link to={to('/about')} className={buttonClass('secondary', 'mt-8')}>
            {t('home.about.cta')}
          </Link>
        </div>
      </Container>
    </section>
  );
}

function GalleryTeaser() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const scenes: WorkshopScene[] = ['cutting', 'stitching', 'finishing'];
  return (
    <section aria-labelledby="home-gallery" className="pb-4">
      <Container>
        <div className="grid gap-10 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-6">
            <p className={eyebrowClass}>{t('home.gallery.eyebrow')}</p>
            <h2 id="home-gallery" className="mt-4 text-3xl sm:text-4xl">
              {t('home.gallery.title')}
            </h2>
            <p className="mt-4 max-w-lg text-taupe">{t('home.gallery.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3 lg:col-span-6 lg:justify-end">
            <Link to={to('/gallery')} className={buttonClass('primary')}>
              {t('home.gallery.toGallery')}
            </Link>
            <Link to={to('/products')} className={buttonClass('secondary')}>
              {t('home.gallery.toProducts')}
            </Link>
          </div>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-6">
          {scenes.map((scene) => (
            <li key={scene}>
              <Link to={to('/gallery')} className="group block">
                <WorkshopTile
                  scene={scene}
                  className="aspect-[4/3] rounded-sm transition-transform duration-300 group-hover:scale-[1.01] sm:aspect-[3/4]"
                />
                <span className="mt-3 flex items-center justify-between text-sm font-medium">
                  {t(`home.gallery.${scene}`)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-cognac transition-transform group-hover:translate-x-0.5"
                    strokeWidth={1.5}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
