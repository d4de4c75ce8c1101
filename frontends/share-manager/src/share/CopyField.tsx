import { useId } from 'react';
import { ExternalLink } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { Button, cn, fieldClassName } from '@resume/platform';
import { CopyButton } from '@resume/features';

/**
 * A link in a read-only field (selectable for a manual copy) with Copy (a 'Copied' indicator for 2 s, spec 9) and
 * optionally Open. Toasts 'Link copied' or 'Failed to copy' / 'Please select and copy the link manually'.
 */
export function CopyField({
  label,
  value,
  openHref,
  testId,
}: {
  label: string;
  value: string;
  openHref?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5" data-testid={testId}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={cn(fieldClassName, 'h-10 min-w-0 flex-1 bg-slate-50 py-2 font-mono text-xs')}
        />
        <CopyButton value={value} label={label.toLowerCase()} copiedToast={MESSAGES.shareLinks.linkCopied} textFromSm />
        {openHref && (
          <Button asChild variant="ghost" size="icon">
            <a
              href={openHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${label.toLowerCase()} in a new tab`}
            >
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
