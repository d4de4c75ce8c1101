import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Bug, CheckCircle2, LogIn, XCircle } from 'lucide-react';
import { MAGIC_LINK, MESSAGES, type VerifyMagicLinkResponse } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  isApiError,
  Spinner,
  userQueryKey,
  verifyMagicLink,
} from '@resume/platform';
import { DEFAULT_AFTER_LOGIN, takeRedirect } from '../auth/post-login-redirect';

interface Outcome {
  ok: boolean;
  status: number | null;
  message: string;
  response: unknown;
  /** The server asks for a click first (another browser, or another account signed in): masked addresses. */
  confirm?: { email: string; signedInAs?: string };
}

function verify(token: string, confirm: boolean): Promise<Outcome> {
  return verifyMagicLink(token, confirm).then(
    (res: VerifyMagicLinkResponse): Outcome => ({
      ok: res?.success !== false,
      status: 200,
      message: res?.success !== false ? MESSAGES.signIn.success : res?.message || MESSAGES.signIn.verifyInvalid,
      response: res,
    }),
    (error: unknown): Outcome => {
      if (isApiError(error) && error.code === 'MAGIC_LINK_CONFIRM_REQUIRED' && error.body?.email) {
        const { email, signedInAs } = error.body;
        return { ok: false, status: error.status, message: '', response: error.body, confirm: { email, signedInAs } };
      }
      if (isApiError(error)) {
        return {
          ok: false,
          status: error.status,
          message:
            error.serverMessage ||
            (error.status === 401 ? MESSAGES.signIn.verifyInvalid : MESSAGES.signIn.verifyFailed),
          response: error.body ?? error.bodyText,
        };
      }
      return { ok: false, status: null, message: MESSAGES.signIn.verifyFailed, response: String(error) };
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
      : { kind: 'error', outcome: { ok: false, status: null, message: MESSAGES.signIn.noToken, response: null } },
  );
  const navigate = useNavigate();
  const client = useQueryClient();

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
              <Spinner className="h-12 w-12" label="Verifying your magic link" />
              <h1 className="mt-4 text-2xl font-semibold">Verifying your magic link</h1>
              <p className="text-sm text-slate-500">This only takes a moment.</p>
            </>
          )}
          {state.kind === 'confirm' && (
            <>
              <LogIn className="h-12 w-12 text-primary" aria-hidden="true" />
              {state.outcome.confirm.signedInAs ? (
                <>
                  <h1 className="mt-4 text-2xl font-semibold">{MESSAGES.signIn.switchAccount}</h1>
                  <p className="text-sm text-slate-600" data-testid="verify-question">
                    {MESSAGES.signIn.switchQuestion(state.outcome.confirm.signedInAs, state.outcome.confirm.email)}
                  </p>
                </>
              ) : (
                <>
                  <h1 className="mt-4 text-2xl font-semibold">
                    {MESSAGES.signIn.signInAs(state.outcome.confirm.email)}
                  </h1>
                  <p className="text-sm text-slate-600" data-testid="verify-question">
                    {MESSAGES.signIn.confirmHint}
                  </p>
                </>
              )}
            </>
          )}
          {state.kind === 'success' && (
            <>
              <CheckCircle2 className="h-14 w-14 text-emerald-500" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold" role="status">
                {MESSAGES.signIn.success}
              </h1>
              <p className="text-sm text-slate-500">Redirecting you to your resume...</p>
              {debugParam && (
                <Button asChild className="mt-4">
                  <Link to={DEFAULT_AFTER_LOGIN}>Continue</Link>
                </Button>
              )}
            </>
          )}
          {state.kind === 'error' && (
            <>
              <XCircle className="h-14 w-14 text-red-500" aria-hidden="true" />
              <h1 className="mt-4 text-2xl font-semibold">Sign-in failed</h1>
              <p role="alert" data-testid="verify-error" className="text-sm text-slate-600">
                {state.outcome.message}
              </p>
            </>
          )}
        </CardHeader>
        {state.kind === 'confirm' && (
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            {state.outcome.confirm.signedInAs ? (
              <>
                <Button onClick={confirmSignIn}>{MESSAGES.signIn.switchAccount}</Button>
                <Button variant="outline" onClick={() => navigate(DEFAULT_AFTER_LOGIN)}>
                  {MESSAGES.signIn.staySignedIn(state.outcome.confirm.signedInAs)}
                </Button>
              </>
            ) : (
              <Button onClick={confirmSignIn}>{MESSAGES.signIn.signInAs(state.outcome.confirm.email)}</Button>
            )}
          </CardContent>
        )}
        {state.kind === 'error' && (
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => navigate('/login')}>Request New Magic Link</Button>
            {!showDebug && (
              <Button variant="outline" onClick={() => setShowDebug(true)}>
                <Bug aria-hidden="true" />
                Show Debug Info
              </Button>
            )}
          </CardContent>
        )}
        {showDebug && (state.kind === 'success' || state.kind === 'error') && (
          <CardContent>
            <section
              aria-label="Debug information"
              data-testid="verify-debug"
              className="rounded-md bg-slate-900 p-4 text-left"
            >
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">Debug Info</h2>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all text-xs text-slate-100">
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
