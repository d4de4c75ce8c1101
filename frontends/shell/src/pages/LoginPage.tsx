import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertCircle, Loader2, Mail, MailCheck } from 'lucide-react';
import type { MagicLinkRequestDto } from '@resume/contracts/dto';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  currentLanguage,
  Input,
  isApiError,
  Label,
  useT,
} from '@resume/platform';
import { rememberRedirect } from '../auth/post-login-redirect';
import { useMagicLinkRequest } from '../auth/use-magic-link-request';
import { useHydrated } from '../prerender/use-hydrated';

/**
 * The DTO's rules (class-validator, ~17 KiB gzip with its helpers) are fetched on the first submit, not with the
 * page: the form shows and takes input without them.
 */
const resolver: Resolver<MagicLinkRequestDto> = async (values, context, options) => {
  const [{ classValidatorResolver }, { MagicLinkRequestDto }] = await Promise.all([
    import('@hookform/resolvers/class-validator'),
    import('@resume/contracts/dto'),
  ]);
  return classValidatorResolver(MagicLinkRequestDto)(values, context, options);
};

/**
 * The text shown when sending fails (spec 8): server message, else status text, else the generic texts. The status
 * text is the protocol's English ('Bad Gateway' from a proxy): in another language the generic text says it instead.
 */
function sendErrorText(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('login.sendFailed');
  const statusText = currentLanguage() === 'en' ? error.statusText : '';
  return error.serverMessage || statusText || t('login.sendFailedGeneric');
}

/**
 * The two doors to the same form: /login, and /register ('Create Your Resume' on the landing page), each with its
 * wording (the `shell` catalogue's login.signIn and login.register). A magic link to an unknown address creates the
 * account, so signing up is signing in with a new address.
 */
type Mode = 'signIn' | 'register';

export default function LoginPage({ mode = 'signIn' }: { mode?: Mode }) {
  const t = useT('shell');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [sentTo, setSentTo] = useState<{ email: string } | null>(null);
  const send = useMagicLinkRequest();
  // Prerendered, the form is HTML before its script runs: it can be typed into (no default value, so the form keeps
  // what was typed when it takes over), and it is sent once the script is there.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MagicLinkRequestDto>({ resolver });

  useEffect(() => rememberRedirect(redirect), [redirect]);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send.send(email.trim());
      // The answer's message is the contracts' MAGIC_LINK_SENT_MESSAGE: the catalogue says it in the page's language.
      setSentTo({ email: email.trim() });
    } catch {
      /* shown from send.error */
    }
  });

  return (
    <div className="container flex min-h-[70vh] items-center justify-center py-12">
      <Card className="w-full max-w-md shadow-md">
        {sentTo ? (
          <div data-testid="magic-link-sent">
            <CardHeader className="items-center text-center">
              <span className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
                <MailCheck className="h-7 w-7" aria-hidden="true" />
              </span>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('login.checkEmail')}</h1>
              <CardDescription>
                {t('login.sent')} {t(`login.${mode}.afterSend`)}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4 text-center">
              <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="magic-link-sent-to">
                <span className="text-slate-500">{t('login.sentTo')}</span>
                <strong className="font-medium text-slate-900">{sentTo.email}</strong>
              </p>
              <Button
                variant="outline"
                className="w-full"
                onClick={() => {
                  send.reset();
                  setSentTo(null);
                }}
              >
                {t('login.sendAnother')}
              </Button>
            </CardContent>
          </div>
        ) : (
          <>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(`login.${mode}.heading`)}</h1>
              <CardDescription>{t(`login.${mode}.intro`)}</CardDescription>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={onSubmit}
                noValidate
                className="space-y-4"
                aria-label={t(`login.${mode}.formLabel`)}
                data-testid="login-form"
              >
                <div className="space-y-2">
                  <Label htmlFor="email">{t('login.emailLabel')}</Label>
                  <Input
                    id="email"
                    type="email"
                    autoComplete="email"
                    placeholder={t('login.emailPlaceholder')}
                    aria-invalid={errors.email ? 'true' : 'false'}
                    aria-describedby={errors.email ? 'email-error' : undefined}
                    {...register('email')}
                  />
                  {errors.email && (
                    <p id="email-error" role="alert" className="text-sm font-medium text-red-600">
                      {errors.email.message === t('login.invalidEmail', { lng: 'en' })
                        ? t('login.invalidEmail')
                        : errors.email.message}
                    </p>
                  )}
                </div>
                {send.isError && (
                  <div
                    role="alert"
                    data-testid="login-error"
                    className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
                  >
                    <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    <span>{sendErrorText(send.error, t)}</span>
                  </div>
                )}
                <Button type="submit" className="w-full" disabled={!hydrated || send.isPending}>
                  {send.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Mail aria-hidden="true" />
                  )}
                  {send.isPending ? t('login.sending') : t('login.send')}
                </Button>
              </form>
              <noscript>
                <p className="mt-4 text-center text-sm text-slate-600">{t('login.needsScript')}</p>
              </noscript>
              {mode === 'register' && (
                <p className="mt-4 text-center text-sm text-slate-600">
                  {t('login.haveAccount')}{' '}
                  <Link
                    to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
                    className="font-medium text-primary underline"
                  >
                    {t('login.signInLink')}
                  </Link>
                </p>
              )}
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
