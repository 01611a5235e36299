import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { formatRating, RATING_MAX, starFill } from './rating';

const FILL_WIDTH: Record<number, string> = { 0.25: 'w-[40%]', 0.5: 'w-1/2', 0.75: 'w-[60%]', 1: 'w-full' };

/**
 * Five stars filled up to a rating, read by assistive technology as one picture: "4 z 5" / "4 out of 5".
 */
export function RatingStars({ value, size = 'sm' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const icon = size === 'lg' ? 'size-6' : size === 'md' ? 'size-5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={t('reviews.outOf', { value: formatRating(value, locale), max: RATING_MAX })}
      className="inline-flex shrink-0 items-center gap-0.5"
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = starFill(value, index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
          <span key={index} className={`relative inline-block ${icon}`}>
            <Star aria-hidden="true" className={`absolute inset-0 ${icon} text-taupe/45`} strokeWidth={1.5} />
            {fill > 0 && (
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${FILL_WIDTH[fill]}`}>
                <Star aria-hidden="true" className={`${icon} max-w-none fill-cognac text-cognac`} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
