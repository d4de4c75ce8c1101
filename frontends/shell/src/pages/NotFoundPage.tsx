import { Link } from 'react-router-dom';
import { AlertCircle } from 'lucide-react';
import { Button, Card, CardContent, useT } from '@resume/platform';

export function NotFoundPage() {
  const t = useT('shell');
  return (
    <div className="container flex min-h-[60vh] items-center justify-center py-12">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
          </div>
          <p className="text-sm text-slate-600">{t('notFound.description')}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/">{t('notFound.goHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
