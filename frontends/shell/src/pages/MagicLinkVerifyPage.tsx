import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Bug, CheckCircle2, LogIn, XCircle } from 'lucide-react';
import { MAGIC_LINK, type VerifyMagicLinkResponse } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  isApiError,
  Spinner,
  userQueryKey,
  useT,
  verifyMagicLink,
} from '@resume/platform';
import { DEFAULT_AFTER_LOGIN, takeRedirect } from '../auth/post-login-redirect';

/** The page's own words for a failure the server did not word (the `shell` namespace's `magicLink.<problem>`). */
type Problem = 'verifyInvalid' | 'verifyFailed' | 'noToken';

interface Outcome {
  ok: boolean;
  status: number | null;
  /** The server's text (already in the page's language: the api client translates by code), else `problem`'s. */
  message: string;
  problem?: Problem;
  response: unknown;
  /** The server asks for a click first (another browser, or another account signed in): masked addresses. */
  confirm?: { email: string; signedInAs?: string };
}

function verify(token: string, confirm: boolean): Promise<Outcome> {
  return verifyMagicLink(token, confirm).then(
    (res: VerifyMagicLinkResponse): Outcome =>
      res?.success !== false
        ? { ok: true, status: 200, message: '', response: res }
        : { ok: false, status: 200, message: res.message ?? '', problem: 'verifyInvalid', response: res },
    (error: unknown): Outcome => {
      if (isApiError(error) && error.code === 'MAGIC_LINK_CONFIRM_REQUIRED' && error.body?.email) {
        const { email, signedInAs } = error.body;
        return { ok: false, status: error.status, message: '', response: error.body, confirm: { email, signedInAs } };
      }
      if (isApiError(error)) {
        return {
          ok: false,
          status: error.status,
          message: error.serverMessage ?? '',
          problem: error.status === 401 ? 'verifyInvalid' : 'verifyFailed',
          response: error.body ?? error.bodyText,
        };
      }
      return { ok: false, status: null, message: '', problem: 'verifyFailed', response: String(error) };
    },
  );
}

/**
 * One verification per page load (spec 4), even when React StrictMode mounts the page twice: the request is
 * kept at module level, keyed by token. The first attempt never uses up a link the server wants confirmed
 * (docs/decisions/0015), so a scanner's or a stranger's page load leaves it usable.
 */
const verifications = new Map<string, Promise<Outcome>>();

function verifyOnce(token: string): Promise<Outcome> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verify(token, false);
    verifications.set(token, pending);
  }
  return pending;
}

type State =
  | { kind: 'loading' }
  | { kind: 'confirm'; outcome: Outcome & { confirm: NonNullable<Outcome['confirm']> } }
  | { kind: 'success'; outcome: Outcome }
  | { kind: 'error'; outcome: Outcome };

export default function MagicLinkVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const debugParam = params.get('debug') === 'true';
  const [showDebug, setShowDebug] = useState(debugParam);
  const [state, setState] = useState<State>(() =>
    token
      ? { kind: 'loading' }
      : { kind: 'error', outcome: { ok: false, status: null, message: '', problem: 'noToken', response: null } },
  );
  const navigate = useNavigate();
  const client = useQueryClient();
  const t = useT('shell');

  const settle = useCallback(
    async (outcome: Outcome, isActive: () => boolean) => {
      if (!isActive()) return;
      if (outcome.ok) {
        const user = (outcome.response as VerifyMagicLinkResponse | null)?.user;
        if (user) client.setQueryData(userQueryKey, user);
        await client.invalidateQueries({ queryKey: userQueryKey });
        if (!isActive()) return;
        setState({ kind: 'success', outcome });
      } else if (outcome.confirm) {
        setState({ kind: 'confirm', outcome: { ...outcome, confirm: outcome.confirm } });
      } else {
        setState({ kind: 'error', outcome });
      }
    },
    [client],
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token).then((outcome) => settle(outcome, () => active));
    return () => {
      active = false;
    };
  }, [token, settle]);

  // The person pressed the button: now the link is used (a POST, so no prefetch or scanner gets here).
  const confirmSignIn = () => {
    setState({ kind: 'loading' });
    void verify(token, true).then((outcome) => settle(outcome, () => true));
  };

  // After success: go to the remembered page (or the editor) after 2 seconds; not in debug mode.
  useEffect(() => {
    if (state.kind !== 'success' || debugParam) return;
    const timer = setTimeout(() => navigate(takeRedirect(), { replace: true }), MAGIC_LINK.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [state.kind, debugParam, navigate]);

  return (
    <div className="container flex min-h-[70vh] items-center justify-center py-12">
      <Card className="w-full max-w-md text-center shadow-md" data-testid="magic-link-verify" data-state={state.kind}>
        <CardHeader className="items-center">
          {state.kind === 'loading' && (
            <>
              <Spinner className="h-12 w-12" label={t('magicLink.verifying')} />
              <h1 className="mt-4 text-2xl font-semibold">{t('magicLink.verifying')}</h1>
              <p className="text-sm text-slate-500">{t('magicLink.moment')}</p>
            </>
          )}
          {state.kind === 'confirm' && (
            <>
              <LogIn className="h-12 w-12 text-primary" aria-hidden="true" />
              {state.outcome.confirm.signedInAs ? (
                <>
                  <h1 className="mt-4 text-2xl font-semibold">{t('magicLink.switchAccount')}</h1>
                  <p className="text-sm text-slate-600" data-testid="verify-question">
                    {t('magicLink.switchQuestion', {
                      current: state.outcome.confirm.signedInAs,
                      next: state.outcome.confirm.email,
                    })}
                  </p>
                </>
              ) : (
                <>
                  <h1 className="mt-4 text-2xl font-semibold">
                    {t('magicLink.signInAs', { email: state.outcome.confirm.email })}
                  </h1>
                  <p className="text-sm text-slate-600" data-testid="verify-question">
                    {t('magicLink.confirmHint')}
                  </p>
                </>
              )}
            </>
          )}
          {state.kind === 'success' && (
            <>
              <CheckCircle2 className="h-14 w-14 text-emerald-500" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold" role="status">
                {t('magicLink.success')}
              </h1>
              <p className="text-sm text-slate-500">{t('magicLink.redirecting')}</p>
              {debugParam && (
                <Button asChild className="mt-4">
                  <Link to={DEFAULT_AFTER_LOGIN}>{t('magicLink.continue')}</Link>
                </Button>
              )}
            </>
          )}
          {state.kind === 'error' && (
            <>
              <XCircle className="h-14 w-14 text-red-500" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold">{t('magicLink.failed')}</h1>
              <p role="alert" data-testid="verify-error" className="text-sm text-slate-600">
                {state.outcome.message || t(`magicLink.${state.outcome.problem ?? 'verifyFailed'}`)}
              </p>
            </>
          )}
        </CardHeader>
        {state.kind === 'confirm' && (
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            {state.outcome.confirm.signedInAs ? (
              <>
                <Button onClick={confirmSignIn}>{t('magicLink.switchAccount')}</Button>
                <Button variant="outline" onClick={() => navigate(DEFAULT_AFTER_LOGIN)}>
                  {t('magicLink.staySignedIn', { current: state.outcome.confirm.signedInAs })}
                </Button>
              </>
            ) : (
              <Button onClick={confirmSignIn}>{t('magicLink.signInAs', { email: state.outcome.confirm.email })}</Button>
            )}
          </CardContent>
        )}
        {state.kind === 'error' && (
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => navigate('/login')}>{t('magicLink.requestNew')}</Button>
            {!showDebug && (
              <Button variant="outline" onClick={() => setShowDebug(true)}>
                <Bug aria-hidden="true" />
                {t('magicLink.showDebug')}
              </Button>
            )}
          </CardContent>
        )}
        {showDebug && (state.kind === 'success' || state.kind === 'error') && (
          <CardContent>
            <section
              aria-label={t('magicLink.debugLabel')}
              data-testid="verify-debug"
              className="rounded-md bg-slate-900 p-4 text-start"
            >
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
                {t('magicLink.debugTitle')}
              </h2>
              {/* JSON reads left to right in a right-to-left page too. */}
              <pre
                dir="ltr"
                className="overflow-x-auto whitespace-pre-wrap break-all text-start text-xs text-slate-100"
              >
                {JSON.stringify(
                  {
                    tokenLength: token.length,
                    status: state.outcome.status,
                    response: state.outcome.response,
                  },
                  null,
                  2,
                )}
              </pre>
            </section>
          </CardContent>
        )}
      </Card>
    </div>
  );
}
