import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@resume/platform';

/** What a page of this remote shows when its data could not be loaded: what failed, and 'Try again'. */
export function LoadErrorCard({ title, testId, onRetry }: { title: string; testId: string; onRetry: () => void }) {
  return (
    <Card role="alert" data-testid={testId}>
      <CardHeader className="items-start">
        <span className="mb-1 flex h-10 w-10 items-center justify-center rounded-full bg-red-100 text-red-600">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <CardDescription>Check your connection and try again in a moment.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
