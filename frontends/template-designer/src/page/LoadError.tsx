import { AlertCircle, RotateCcw } from 'lucide-react';
import { Button, Card, CardContent } from '@resume/platform';

/** A load failure: the title, the text and, when given, a way to try again. */
export function LoadError({ title, description, onRetry }: { title: string; description: string; onRetry?: () => void }) {
  return (
    <Card role="alert" data-testid="template-load-error" className="border-red-200 bg-red-50">
      <CardContent className="flex items-start gap-3 p-6">
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <div className="grid gap-3">
          <div>
            <h2 className="font-semibold text-red-800">{title}</h2>
            <p className="mt-1 text-sm text-red-700">{description}</p>
          </div>
          {onRetry && (
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
