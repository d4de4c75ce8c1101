import { RefreshCw } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, useTNow } from '@resume/platform';

/** Reloading fetches this shell and the remotes manifest again: whichever side was older is then the current build. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * Shown instead of a remote that was built against a platform contract this shell does not provide: rendering it
 * would fail on a missing or changed export, so it is never loaded.
 */
export function RemoteUpdateCard({ name, onReload = reloadPage }: { name: string; onReload?: () => void }) {
  // Not suspending: the card stands in for a failed screen inside its error boundary (English until the catalogues
  // in the page's language are there, which the page has loaded by then).
  const t = useTNow('shell');
  const messageText = useTNow('messages');
  const title = messageText('MESSAGES.remotes.updateNeeded.title');
  const description = messageText('MESSAGES.remotes.updateNeeded.description');
  return (
    <div className="container flex min-h-[50vh] items-center justify-center py-12">
      <Card role="alert" data-testid="remote-update-needed" data-remote={name} className="w-full max-w-md">
        <CardHeader className="items-start">
          <span className="mb-1 flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
            <RefreshCw className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onReload} data-testid="remote-reload">
            <RefreshCw aria-hidden="true" />
            {t('remotes.reload')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
