import { useTranslation } from 'react-i18next';
import { Container } from '~/components/ui/container';

/** What a product page looks like while it loads after a click (design.md: skeletons, never blank). */
export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded-sm bg-sand';
  return (
    <Container className="pb-16 pt-6 sm:pt-8">
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('product.loading')}
        </p>
        <div aria-hidden="true">
          <div className={`h-5 w-64 max-w-full ${bar}`} />
          <div className="mt-8 grid gap-8 lg:grid-cols-12 lg:gap-14">
            <div className="lg:col-span-7">
              <div className={`aspect-square w-full ${bar}`} />
              <div className="mt-3 grid grid-cols-5 gap-2 sm:mt-4 sm:gap-3">
                {[0, 1, 2].map((item) => (
                  <div key={item} className={`aspect-square ${bar}`} />
                ))}
              </div>
            </div>
            <div className="flex flex-col gap-4 lg:col-span-5">
              <div className={`h-4 w-24 ${bar}`} />
              <div className={`h-10 w-4/5 ${bar}`} />
              <div className={`h-8 w-1/3 ${bar}`} />
              <div className={`mt-6 h-4 w-full ${bar}`} />
              <div className={`h-4 w-5/6 ${bar}`} />
              <div className="mt-6 flex gap-2">
                {[0, 1, 2, 3].map((item) => (
                  <div key={item} className={`size-11 rounded-full ${bar}`} />
                ))}
              </div>
              <div className={`mt-4 h-12 w-full rounded-full ${bar}`} />
            </div>
          </div>
        </div>
      </div>
    </Container>
  );
}
