/** Class names of the shop's buttons, usable on <button>, <a> and <Link> alike. */
type Variant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-sm font-medium tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-cognac px-6 text-white hover:bg-cognac-dark',
  secondary: 'border border-ink/80 px-6 text-ink hover:bg-ink hover:text-cream',
  ghost: 'px-1 text-cognac underline-offset-4 hover:underline',
  light: 'bg-cream px-6 text-ink hover:bg-white',
  /** Confirms something that cannot be undone (delete, cancel an order). */
  danger: 'bg-bordo px-6 text-white hover:bg-bordo/90',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
