import { useT } from '@resume/platform';

/** Read-only tag chips of an item. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const t = useT('editor');
  if (tags.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('tags.label')}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
