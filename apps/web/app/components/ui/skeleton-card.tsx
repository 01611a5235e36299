/** Placeholder of a product card while products load (design.md: skeletons, never a blank page). */
export function SkeletonCard() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="aspect-[4/5] w-full animate-pulse rounded-sm bg-sand" />
      <div className="h-4 w-3/4 animate-pulse rounded-sm bg-sand" />
      <div className="h-4 w-1/3 animate-pulse rounded-sm bg-sand" />
    </div>
  );
}

export function SkeletonGrid({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true" className="relative">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <SkeletonCard key={index} />
        ))}
      </div>
    </div>
  );
}
