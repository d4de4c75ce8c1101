import { Check, Copy } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { Button, toast, useCopyWithIndicator } from '@resume/platform';

/** Copies one value (a record's name or value, an address) and says 'Copied' for 2 s (spec 9). */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { copy, isCopied } = useCopyWithIndicator();
  const copied = isCopied();
  const onCopy = async () => {
    if (!(await copy(value))) toast({ ...MESSAGES.shareLinks.copyFailed, variant: 'destructive' });
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void onCopy()} aria-label={`Copy ${label}`}>
      {copied ? <Check className="text-emerald-600" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
