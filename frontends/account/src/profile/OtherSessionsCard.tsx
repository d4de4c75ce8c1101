import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { API_PATHS, MESSAGES, type SignOutOthersResponse } from '@resume/contracts';
import {
  apiJson,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmActionDialog,
  toast,
  useT,
} from '@resume/platform';

/**
 * 'Sign out of all other devices' (docs/decisions/0033-one-email-one-account.md): behind a question, since every
 * other device then needs a new sign-in link; this browser stays signed in. The toast says how many ended.
 */
export function OtherSessionsCard() {
  const [open, setOpen] = useState(false);
  const t = useT('account');
  const signOutOthers = useMutation({
    mutationFn: () => apiJson<SignOutOthersResponse>('POST', API_PATHS.signOutOthers, {}),
  });
  const onConfirm = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        // Counted in the language's plural forms (Arabic has six); none is its own sentence.
        const ended = res.ended;
        toast({
          title: t('sessions.doneTitle'),
          description: ended === 0 ? t('sessions.doneNone') : t('sessions.done', { count: ended }),
        });
      },
      onError: () => toast({ ...MESSAGES.otherSessions.failed, variant: 'destructive' }),
    });

  return (
    <Card data-testid="other-sessions-card" id="profile-sessions" className="mt-6">
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MonitorSmartphone className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle>{t('sessions.title')}</CardTitle>
          <CardDescription>{t('sessions.text')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          {t('sessions.button')}
        </Button>
        <ConfirmActionDialog
          open={open}
          onOpenChange={setOpen}
          title={t('sessions.confirmTitle')}
          description={t('sessions.confirmText')}
          confirmLabel={t('sessions.button')}
          destructive
          pending={signOutOthers.isPending}
          onConfirm={onConfirm}
          testId="sign-out-others-dialog"
        />
      </CardContent>
    </Card>
  );
}
