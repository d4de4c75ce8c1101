import { Loader2, Save } from 'lucide-react';
import { Button, useT } from '@resume/platform';

/** Cancel and Save at the end of an edit form. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const t = useT('editor');
  return (
    <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {t('common.save')}
      </Button>
    </div>
  );
}
