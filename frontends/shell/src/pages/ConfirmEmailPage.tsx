import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { ERROR_CODES, MESSAGES, type AccountResponse } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  isApiError,
  toast,
  useConfirmEmailChange,
  useUser,
} from '@resume/platform';

/**
 * /confirm-email?token=... from the mail sent to a new sign-in address (docs/decisions/0015). Signed in only (the
 * guard sends others to /login and back). Opening the page changes nothing: the button POSTs, so a mail scanner
 * or a prefetch cannot confirm a change.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: user } = useUser();
  const pendingEmail = (user as AccountResponse | null | undefined)?.pendingEmail ?? null;
  const confirm = useConfirmEmailChange();
  const [error, setError] = useState<string | null>(token ? null : ERROR_CODES.EMAIL_CHANGE_INVALID.message);

  const submit = () => {
    setError(null);
    confirm.mutate(token, {
      onSuccess: () => toast({ ...MESSAGES.emailChange.confirmed }),
      onError: (e) => setError((isApiError(e) && e.serverMessage) || MESSAGES.signIn.sendFailedGeneric),
    });
  };

  return (
    <div className="container flex min-h-[70vh] items-center justify-center py-12">
      <Card className="w-full max-w-md text-center shadow-md" data-testid="confirm-email">
        <CardHeader className="items-center">
          {confirm.isSuccess ? (
            <>
              <CheckCircle2 className="h-14 w-14 text-emerald-500" aria-hidden="true" />
              <div role="status" className="space-y-1.5">
                <h1 className="mt-4 text-2xl font-semibold">{MESSAGES.emailChange.confirmed.title}</h1>
                <p className="text-sm text-slate-600">{confirm.data.user.email}</p>
              </div>
            </>
          ) : error ? (
            <>
              <XCircle className="h-14 w-14 text-red-500" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold">{MESSAGES.emailChange.confirmTitle}</h1>
              <p role="alert" className="text-sm text-slate-600">
                {error}
              </p>
            </>
          ) : (
            <>
              <MailCheck className="h-12 w-12 text-primary" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold">{MESSAGES.emailChange.confirmTitle}</h1>
              {pendingEmail && (
                <p className="text-sm text-slate-600">{MESSAGES.emailChange.confirmText(pendingEmail)}</p>
              )}
            </>
          )}
        </CardHeader>
        <CardContent className="flex justify-center gap-2">
          {confirm.isSuccess || error ? (
            <Button asChild>
              <Link to="/resume-editor">Go to Your Resume</Link>
            </Button>
          ) : (
            <Button onClick={submit} disabled={confirm.isPending}>
              {MESSAGES.emailChange.confirmButton}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
