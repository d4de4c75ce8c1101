import { Loader2, Save } from 'lucide-react';
import { Badge, Button } from '@resume/platform';

interface PageHeaderProps {
  saved: boolean;
  isDefault: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Title, what is being edited, and the Save Template button. */
export function PageHeader({ saved, isDefault, saving, onSave }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Custom Templates</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="template-status">
          {saved ? 'Editing your saved template' : 'A new template: not saved yet'}
          {isDefault && <Badge variant="secondary">Default</Badge>}
        </p>
      </div>
      <Button type="button" onClick={onSave} disabled={saving} aria-busy={saving || undefined}>
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        Save Template
      </Button>
    </header>
  );
}
