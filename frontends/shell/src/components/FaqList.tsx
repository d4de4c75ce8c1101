export interface FaqItem {
  q: string;
  a: string;
}

/** Questions that open on click (native <details>, so it works with keyboard and without script). */
export function FaqList({ items, className = '' }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}>
      {items.map(({ q, a }) => (
        <details key={q} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900">
            {q}
            <span
              className="text-xl leading-none text-slate-400 transition-transform group-open:rotate-45"
              aria-hidden="true"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-sm leading-relaxed text-slate-600">{a}</p>
        </details>
      ))}
    </div>
  );
}
