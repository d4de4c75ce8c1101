import { useId } from 'react';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { MESSAGES, SECURITY_CODE, SECURITY_CODE_PATTERN } from '@resume/contracts';
import { PublicPageNotice } from '../components/PublicPageNotice';
import { Button, Input, Switch, toast, useCopyWithIndicator, useUser } from '@resume/platform';
import { randomSecurityCode } from '@resume/features';
import { useShareManagerT } from '../locales/use-share-manager-t';

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
  const t = useShareManagerT();
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
            {t('code.require')}
          </label>
          <p className="text-xs text-slate-500">{t('code.requireHint')}</p>
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
            {t('code.label')}
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
              dir="ltr"
              className="w-28 text-center font-mono text-lg tracking-[0.4em]"
              data-testid="security-code-input"
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => void onCopy()}
              disabled={!code}
              aria-label={t('code.copyLabel')}
            >
              {isCopied() ? <Check className="text-emerald-600" aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span aria-live="polite">{isCopied() ? t('code.copied') : t('code.copy')}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => onChange({ enabled: true, code: randomSecurityCode() })}
              disabled={disabled}
              aria-label={t('code.generate')}
            >
              <RefreshCw aria-hidden="true" />
            </Button>
          </div>
          <p id={hintId} className={invalid ? 'text-xs text-red-600' : 'text-xs text-slate-500'}>
            {invalid ? t('code.format') : t('code.hint')}
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
  const t = useShareManagerT();
  const { data: user } = useUser();
  if (!user?.publicPage) return null;
  return (
    <div className="mt-2">
      <PublicPageNotice
        message={{ title: t('code.publicPageTitle'), description: t('code.publicPageDescription') }}
        linkText={t('code.turnOffPublicPage')}
        tone="warning"
        testId="public-page-warning"
      />
    </div>
  );
}
