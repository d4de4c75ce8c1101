import { ExternalLink } from 'lucide-react';
import { CopyButton } from '@resume/features';

/** A person's own address: opens in a new tab, with a copy button. */
export function AddressLink({ url, copyLabel, testId }: { url: string; copyLabel: string; testId: string }) {
  return (
    <>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 break-all font-mono text-sm font-medium text-primary underline"
        data-testid={testId}
      >
        {url}
        <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      </a>
      <CopyButton value={url} label={copyLabel} size="sm" />
    </>
  );
}
