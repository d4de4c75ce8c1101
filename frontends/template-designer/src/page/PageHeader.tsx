import { Loader2, Save } from 'lucide-react';
import { Badge, Button } from '@resume/platform';
import { useDesignerT } from '../locales/use-designer-t';

interface PageHeaderProps {
  saved: boolean;
  isDefault: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Title, what is being edited, and the Save Template button. */
export function PageHeader({ saved, isDefault, saving, onSave }: PageHeaderProps) {
  const t = useDesignerT();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('header.title')}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="template-status">
          {saved ? t('header.saved') : t('header.unsaved')}
          {isDefault && <Badge variant="secondary">{t('header.default')}</Badge>}
        </p>
      </div>
      <Button type="button" onClick={onSave} disabled={saving} aria-busy={saving || undefined}>
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {t('header.save')}
      </Button>
    </header>
  );
}
