/** The key facts of an information page, one per line with a stitched marker. */
export function FactList({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="max-w-3xl divide-y divide-hairline border-b border-hairline">
      {facts.map((fact) => (
        <li key={fact} className="flex gap-4 py-5 text-[17px] leading-relaxed">
          <span aria-hidden="true" className="mt-3 h-px w-5 shrink-0 border-t border-dashed border-cognac" />
          <span>{fact}</span>
        </li>
      ))}
    </ul>
  );
}
