import { Check, Copy } from 'lucide-react';
import { MESSAGES, type UserMessage } from '@resume/contracts';
import { Button, toast, useCopyWithIndicator } from '@resume/platform';
import { useFeaturesT } from '../locales';

/**
 * Copy one value (a link, a DNS record, an address): the button reads 'Copy {label}' to a screen reader and says
 * 'Copied' for 2 s (spec 9); a refused clipboard toasts 'Failed to copy' (select and copy by hand). Here, not in the
 * platform: a remote using a new platform export would need a new platform minor (README), and nothing in it needs
 * to be one instance per page.
 */
export function CopyButton({
  value,
  label,
  size,
  copiedToast,
  textFromSm = false,
}: {
  value: string;
  /** What is copied, as the accessible name continues it: `Copy ${label}`. */
  label: string;
  size?: 'sm';
  /** A toast on success too (a link the person is about to paste somewhere). */
  copiedToast?: UserMessage;
  /** 'Copy'/'Copied' visible from the sm breakpoint only (a narrow field row); the name stays. */
  textFromSm?: boolean;
}) {
  const t = useFeaturesT();
  const { copy, isCopied } = useCopyWithIndicator();
  const copied = isCopied();
  const onCopy = async () => {
    if (await copy(value)) {
      if (copiedToast) toast({ ...copiedToast });
    } else {
      toast({ ...MESSAGES.shareLinks.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={() => void onCopy()}
      aria-label={t('copy.label', { label })}
    >
      {copied ? <Check className="text-emerald-600" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span className={textFromSm ? 'hidden sm:inline' : undefined} aria-live="polite">
        {copied ? t('copy.copied') : t('copy.copy')}
      </span>
    </Button>
  );
}
