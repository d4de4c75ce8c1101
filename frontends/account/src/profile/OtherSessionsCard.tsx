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
} from '@resume/platform';

const TEXTS = MESSAGES.otherSessions;

/**
 * 'Sign out of all other devices' (docs/decisions/0033-one-email-one-account.md): behind a question, since every
 * other device then needs a new sign-in link; this browser stays signed in. The toast says how many ended.
 */
export function OtherSessionsCard() {
  const [open, setOpen] = useState(false);
  const signOutOthers = useMutation({
    mutationFn: () => apiJson<SignOutOthersResponse>('POST', API_PATHS.signOutOthers, {}),
  });
  const onConfirm = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        toast({ ...TEXTS.done(res.ended) });
      },
      onError: () => toast({ ...TEXTS.failed, variant: 'destructive' }),
    });

  return (
    <Card data-testid="other-sessions-card" id="profile-sessions" className="mt-6">
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MonitorSmartphone className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle>{TEXTS.title}</CardTitle>
          <CardDescription>{TEXTS.text}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          {TEXTS.button}
        </Button>
        <ConfirmActionDialog
          open={open}
          onOpenChange={setOpen}
          title={TEXTS.confirmTitle}
          description={TEXTS.confirmText}
          confirmLabel={TEXTS.button}
          destructive
          pending={signOutOthers.isPending}
          onConfirm={onConfirm}
          testId="sign-out-others-dialog"
        />
      </CardContent>
    </Card>
  );
}
