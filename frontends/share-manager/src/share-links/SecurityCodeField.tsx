import { useId } from 'react';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { MESSAGES, SECURITY_CODE, SECURITY_CODE_PATTERN } from '@resume/contracts';
import { PublicPageNotice } from '../components/PublicPageNotice';
import { Button, Input, Switch, toast, useCopyWithIndicator, useUser } from '@resume/platform';
import { randomSecurityCode } from '@resume/features';

/** The API's own rule (spec 9): 4 digits, 1000 to 9999. */
export const CODE_PATTERN = SECURITY_CODE_PATTERN;

/**
 * The security toggle (spec 4): on generates a random 4-digit code when there is none, off clears it. The code is
 * shown and can be copied ('Copied!'), typed or generated again.
 */
export function SecurityCodeField({
  enabled,
  code,
  onChange,
  disabled,
}: {
  enabled: boolean;
  code: string;
  onChange: (next: { enabled: boolean; code: string }) => void;
  disabled?: boolean;
}) {
  const switchId = useId();
  const codeId = useId();
  const hintId = useId();
  const { copy, isCopied } = useCopyWithIndicator();
  const invalid = enabled && !CODE_PATTERN.test(code);

  const onCopy = async () => {
    const ok = await copy(code);
    toast(ok ? { ...MESSAGES.shareLinks.copied } : { ...MESSAGES.shareLinks.copyCodeFailed, variant: 'destructive' });
  };

  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={switchId} className="text-sm font-medium text-slate-900">
            Require a security code
          </label>
          <p className="text-xs text-slate-500">Visitors must enter the 4-digit code to open the link.</p>
        </div>
        <Switch
          id={switchId}
          checked={enabled}
          disabled={disabled}
          onCheckedChange={(on) =>
            onChange(on ? { enabled: true, code: code || randomSecurityCode() } : { enabled: false, code: '' })
          }
        />
      </div>
      {enabled && (
        <div className="grid gap-1.5">
          <label htmlFor={codeId} className="text-xs font-medium text-slate-600">
            Security code
          </label>
          <div className="flex gap-2">
            <Input
              id={codeId}
              value={code}
              inputMode="numeric"
              autoComplete="off"
              maxLength={SECURITY_CODE.length}
              pattern="[1-9]\d{3}"
              aria-invalid={invalid || undefined}
              aria-describedby={hintId}
              disabled={disabled}
              onChange={(e) =>
                onChange({ enabled: true, code: e.target.value.replace(/\D/g, '').slice(0, SECURITY_CODE.length) })
              }
              className="w-28 text-center font-mono text-lg tracking-[0.4em]"
              data-testid="security-code-input"
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => void onCopy()}
              disabled={!code}
              aria-label="Copy security code"
            >
              {isCopied() ? <Check className="text-emerald-600" aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span aria-live="polite">{isCopied() ? 'Copied!' : 'Copy'}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => onChange({ enabled: true, code: randomSecurityCode() })}
              disabled={disabled}
              aria-label="Generate a new code"
            >
              <RefreshCw aria-hidden="true" />
            </Button>
          </div>
          <p id={hintId} className={invalid ? 'text-xs text-red-600' : 'text-xs text-slate-500'}>
            {invalid ? MESSAGES.shareLinks.codeFormat : 'Share the code separately from the link.'}
          </p>
          <PublicPageWarning />
        </div>
      )}
    </div>
  );
}

/**
 * A code protects nothing the public page shows without one (docs/decisions/0013-privacy.md): while /r/{username}
 * is on, say so and offer the switch on the profile page. The API's create and update answers carry the same
 * warning (`warnings: ['PUBLIC_PAGE_ON']`).
 */
function PublicPageWarning() {
  const { data: user } = useUser();
  if (!user?.publicPage) return null;
  return (
    <div className="mt-2">
      <PublicPageNotice
        message={MESSAGES.privacy.codedLinkButPublicPage}
        linkText={MESSAGES.privacy.turnOffPublicPage}
        tone="warning"
        testId="public-page-warning"
      />
    </div>
  );
}
