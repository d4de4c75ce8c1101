import { useState } from 'react';
import { Linkedin, Loader2, RefreshCw, Unlink } from 'lucide-react';
import { ERROR_CODES, MESSAGES, type LinkedInKeptField, type User } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmActionDialog,
  isApiError,
  isPremiumRequired,
  PremiumRequiredDialog,
  Spinner,
  toast,
} from '@resume/platform';
import { useConnectLinkedIn, useDisconnectLinkedIn, useLinkedInStatus, useSyncLinkedIn } from '@resume/features';
import { LinkedInExportUpload } from './LinkedInExportUpload';
import { useLinkedInTexts } from './texts';

/** Sync failures whose own text says what to do (reconnect, connect first, wait) instead of 'try again'. */
const TELLING_SYNC_ERRORS = new Set(['LINKEDIN_RECONNECT_REQUIRED', 'LINKEDIN_NOT_CONNECTED', 'RATE_LIMITED']);

/**
 * The profile's 'LinkedIn Integration' card (spec 2.13): the connection status, Connect (paid plans; otherwise the
 * premium-feature dialog), Sync and Disconnect once connected, and the data export upload on every plan.
 */
export function LinkedInCard({ user }: { user: User }) {
  const status = useLinkedInStatus();
  const { texts, t } = useLinkedInTexts();
  const [premiumOpen, setPremiumOpen] = useState(false);
  const [disconnectOpen, setDisconnectOpen] = useState(false);
  const [kept, setKept] = useState<LinkedInKeptField[]>([]);
  const connect = useConnectLinkedIn({ onPremiumRequired: () => setPremiumOpen(true) });
  const sync = useSyncLinkedIn();
  const disconnect = useDisconnectLinkedIn();

  const allowed = status.data?.canConnect ?? false;
  const connected = status.data?.connected ?? false;

  const onConnect = () => (allowed ? connect.mutate({ userId: user.id }) : setPremiumOpen(true));

  const runSync = (overwrite: boolean) =>
    sync.mutate(
      { overwrite },
      {
        onSuccess: (result) => {
          setKept(overwrite ? [] : result.kept);
          toast({ ...MESSAGES.linkedin.synced });
        },
        onError: (error) => {
          setKept([]);
          if (isPremiumRequired(error)) return setPremiumOpen(true);
          const telling = isApiError(error) && TELLING_SYNC_ERRORS.has(error.code ?? '') && error.serverMessage;
          toast({
            ...MESSAGES.linkedin.syncFailed,
            ...(telling ? { description: telling } : {}),
            variant: 'destructive',
          });
        },
      },
    );
  const onSync = () => (allowed ? runSync(false) : setPremiumOpen(true));

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setDisconnectOpen(false);
        toast({ ...texts.disconnect.done });
      },
      onError: () => toast({ ...texts.disconnect.failed, variant: 'destructive' }),
    });

  return (
    <Card data-testid="linkedin-card" id="profile-linkedin" className="mt-6 scroll-mt-24">
      <CardHeader className="flex-row items-center gap-4 space-y-0">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-50 text-[#0A66C2]">
            <Linkedin className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>{texts.title}</CardTitle>
            <CardDescription data-testid="linkedin-status">
              {status.isLoading ? '…' : connected ? texts.connected : texts.notConnected}
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <p className="text-sm text-slate-600">{texts.explanation}</p>
        {status.isLoading ? (
          <Spinner />
        ) : status.isError ? (
          <p className="text-sm text-destructive">{texts.statusFailed}</p>
        ) : (
          <>
            {allowed && status.data?.mode === 'unavailable' && !connected && (
              <p className="text-sm text-slate-600">{ERROR_CODES.LINKEDIN_UNAVAILABLE.message}</p>
            )}
            {allowed && connected && !status.data?.canSync && <p className="text-sm text-slate-600">{texts.expired}</p>}
            <div className="flex flex-wrap gap-3">
              {(!connected || (allowed && !status.data?.canSync)) && (
                <Button
                  onClick={onConnect}
                  disabled={connect.isPending || (allowed && status.data?.mode === 'unavailable')}
                  className="bg-[#0A66C2] hover:bg-[#004182]"
                >
                  {connect.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Linkedin aria-hidden="true" />
                  )}
                  {t('linkedin.connect')}
                </Button>
              )}
              {connected && (
                <>
                  <Button variant="outline" onClick={onSync} disabled={sync.isPending}>
                    {sync.isPending ? (
                      <Loader2 className="animate-spin" aria-hidden="true" />
                    ) : (
                      <RefreshCw aria-hidden="true" />
                    )}
                    {t('linkedin.sync')}
                  </Button>
                  <Button variant="outline" onClick={() => setDisconnectOpen(true)}>
                    <Unlink aria-hidden="true" />
                    {t('linkedin.disconnect')}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
        <LinkedInExportUpload />
      </CardContent>

      <PremiumRequiredDialog
        open={premiumOpen}
        onOpenChange={setPremiumOpen}
        description={MESSAGES.linkedin.premiumDialog}
      />
      <ConfirmActionDialog
        open={disconnectOpen}
        onOpenChange={setDisconnectOpen}
        title={texts.disconnect.title}
        description={texts.disconnect.description}
        confirmLabel={texts.disconnect.confirm}
        destructive
        onConfirm={onDisconnect}
        pending={disconnect.isPending}
      />
      <ConfirmActionDialog
        open={kept.length > 0}
        onOpenChange={(open) => !open && setKept([])}
        title={texts.overwrite.title}
        description={texts.overwrite.description}
        cancelLabel={texts.overwrite.keep}
        confirmLabel={texts.overwrite.replace}
        onConfirm={() => runSync(true)}
        pending={sync.isPending}
      >
        <ul className="ms-5 list-disc text-sm">
          {kept.map((f) => (
            <li key={f.field}>
              {t('linkedin.keptField', {
                field: texts.fields[f.field],
                current: f.current,
                fromLinkedIn: f.fromLinkedIn,
              })}
            </li>
          ))}
        </ul>
      </ConfirmActionDialog>
    </Card>
  );
}
