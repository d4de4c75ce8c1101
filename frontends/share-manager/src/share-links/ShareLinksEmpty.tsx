import { Link } from 'react-router-dom';
import { FileText, Link2 } from 'lucide-react';
import { Button, Card, CardContent } from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';

/** 'No Share Links Yet' (spec 2.12) with the way to the editor. */
export function ShareLinksEmpty() {
  const t = useShareManagerT();
  return (
    <Card data-testid="share-links-empty" className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Link2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('shareLinks.empty.title')}</h2>
        <p className="max-w-md text-sm text-slate-600">{t('shareLinks.empty.description')}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/resume-editor">
            <FileText aria-hidden="true" />
            {t('shareLinks.empty.editor')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
