import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { MESSAGES, type AccountResponse } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  isApiError,
  toast,
  useConfirmEmailChange,
  useT,
  useUser,
} from '@resume/platform';
import { useMessages } from '@resume/features';

/** What went wrong: the server's text (in the page's language: the api client translates it by code), or ours. */
type Failure = { text: string } | 'invalidLink' | 'generic';

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
  const t = useT('shell');
  const { t: messageText } = useMessages();
  const [error, setError] = useState<Failure | null>(token ? null : 'invalidLink');
  const confirmedTitle = messageText('MESSAGES.emailChange.confirmed.title');
  const errorText =
    error === 'invalidLink'
      ? messageText('ERROR_CODES.EMAIL_CHANGE_INVALID')
      : error === 'generic'
        ? t('login.sendFailedGeneric')
        : error?.text;

  const submit = () => {
    setError(null);
    confirm.mutate(token, {
      // The Toaster shows MESSAGES in the page's language.
      onSuccess: () => toast({ ...MESSAGES.emailChange.confirmed }),
      onError: (e) => {
        const text = isApiError(e) ? e.serverMessage : undefined;
        setError(text ? { text } : 'generic');
      },
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
                <h1 className="mt-4 text-2xl font-semibold">{confirmedTitle}</h1>
                <p className="text-sm text-slate-600">{confirm.data.user.email}</p>
              </div>
            </>
          ) : error ? (
            <>
              <XCircle className="h-14 w-14 text-red-500" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold">{t('confirmEmail.title')}</h1>
              <p role="alert" className="text-sm text-slate-600">
                {errorText}
              </p>
            </>
          ) : (
            <>
              <MailCheck className="h-12 w-12 text-primary" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold">{t('confirmEmail.title')}</h1>
              {pendingEmail && (
                <p className="text-sm text-slate-600">{t('confirmEmail.text', { email: pendingEmail })}</p>
              )}
            </>
          )}
        </CardHeader>
        <CardContent className="flex justify-center gap-2">
          {confirm.isSuccess || error ? (
            <Button asChild>
              <Link to="/resume-editor">{t('landing.cta.goToResume')}</Link>
            </Button>
          ) : (
            <Button onClick={submit} disabled={confirm.isPending}>
              {t('confirmEmail.button')}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
