import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { useTNow } from '../i18n/use-t';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useTNow();
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center">
      <Loader2 className={cn('h-6 w-6 animate-spin text-primary', className)} aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Covers the viewport (or the area it is given) while something essential loads. */
export function FullScreenSpinner({ className }: { className?: string }) {
  return (
    <div
      data-testid="full-screen-spinner"
      className={cn('flex min-h-[60vh] w-full items-center justify-center', className)}
    >
      <Spinner className="h-10 w-10" />
    </div>
  );
}
