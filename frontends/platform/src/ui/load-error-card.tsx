import type { HTMLAttributes } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader } from './card';
import { cn } from '../lib/cn';
import { useT } from '../i18n/use-t';

/**
 * The one card every screen shows when what it needs could not be loaded (a query that failed, a remote that is
 * down): what failed, why or what to do, and -- when `onRetry` is given -- 'Try again'. Extra attributes
 * (`data-testid`, `data-remote`, `className`) go to the card; `retryTestId` to the button.
 */
export function LoadErrorCard({
  title,
  description,
  onRetry,
  retryTestId,
  className,
  ...rest
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  retryTestId?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'>) {
  const t = useT('platform');
  return (
    <Card role="alert" className={cn(className)} {...rest}>
      <CardHeader className="items-start">
        <span className="mb-1 flex h-10 w-10 items-center justify-center rounded-full bg-red-100 text-red-600">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {onRetry && (
        <CardContent>
          <Button variant="outline" onClick={onRetry} data-testid={retryTestId}>
            <RotateCcw aria-hidden="true" />
            {t('common.tryAgain')}
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
