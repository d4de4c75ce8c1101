import { useT } from '@resume/platform';

/** What an empty section shows: a pointer to its 'Add ...' button. */
export function EmptySection({ addLabel }: { addLabel: string }) {
  const t = useT('editor');
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
      {t('empty.section', { addLabel })}
    </p>
  );
}
