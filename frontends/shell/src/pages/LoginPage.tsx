import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertCircle, Loader2, Mail, MailCheck } from 'lucide-react';
import { MAGIC_LINK_SENT_MESSAGE, MESSAGES } from '@resume/contracts';
import type { MagicLinkRequestDto } from '@resume/contracts/dto';
import { Button, Card, CardContent, CardDescription, CardHeader, Input, isApiError, Label } from '@resume/platform';
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

/** The text shown when sending fails (spec 8): server message, else status text, else the generic texts. */
function sendErrorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage || error.statusText || MESSAGES.signIn.sendFailedGeneric;
  return MESSAGES.signIn.sendFailed;
}

/**
 * The wording of the two doors to the same form: /login, and /register ('Create Your Resume' on the landing page).
 * A magic link to an unknown address creates the account, so signing up is signing in with a new address.
 */
const WORDING = {
  signIn: {
    heading: 'Sign in to your account',
    intro: 'Enter your email and we will send you a magic link to sign in. No password needed.',
    formLabel: 'Sign in with a magic link',
    afterSend: 'Open the link in this browser to sign in.',
  },
  register: {
    heading: 'Create your account',
    intro:
      'Enter your email and we will send you a magic link. Opening it creates your account and signs you in. No password needed.',
    formLabel: 'Create your account with a magic link',
    afterSend: 'Open the link in this browser to create your account.',
  },
} as const;

export default function LoginPage({ mode = 'signIn' }: { mode?: keyof typeof WORDING }) {
  const wording = WORDING[mode];
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
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
      const res = await send.send(email.trim());
      setSentTo({ email: email.trim(), message: res?.message ?? '' });
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
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Check your email</h1>
              <CardDescription>
                {sentTo.message || MAGIC_LINK_SENT_MESSAGE} {wording.afterSend}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4 text-center">
              <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="magic-link-sent-to">
                <span className="text-slate-500">Sent to </span>
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
                Send Another Link
              </Button>
            </CardContent>
          </div>
        ) : (
          <>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{wording.heading}</h1>
              <CardDescription>{wording.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={onSubmit}
                noValidate
                className="space-y-4"
                aria-label={wording.formLabel}
                data-testid="login-form"
              >
                <div className="space-y-2">
                  <Label htmlFor="email">Email address</Label>
                  <Input
                    id="email"
                    type="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    aria-invalid={errors.email ? 'true' : 'false'}
                    aria-describedby={errors.email ? 'email-error' : undefined}
                    {...register('email')}
                  />
                  {errors.email && (
                    <p id="email-error" role="alert" className="text-sm font-medium text-red-600">
                      {errors.email.message}
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
                    <span>{sendErrorText(send.error)}</span>
                  </div>
                )}
                <Button type="submit" className="w-full" disabled={!hydrated || send.isPending}>
                  {send.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Mail aria-hidden="true" />
                  )}
                  {send.isPending ? 'Sending...' : 'Send Magic Link'}
                </Button>
              </form>
              <noscript>
                <p className="mt-4 text-center text-sm text-slate-600">
                  Signing in needs JavaScript: turn it on to get your magic link.
                </p>
              </noscript>
              {mode === 'register' && (
                <p className="mt-4 text-center text-sm text-slate-600">
                  Already have an account?{' '}
                  <Link
                    to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
                    className="font-medium text-primary underline"
                  >
                    Sign in
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
