import { Link } from 'react-router-dom';
import { Globe } from 'lucide-react';
import type { UserMessage } from '@resume/contracts';

const TONES = {
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: '', title: '', link: '' },
  info: {
    box: 'border-slate-200 bg-slate-50 text-slate-700',
    icon: 'text-slate-500',
    title: 'text-slate-900',
    link: 'text-primary',
  },
} as const;

/** A note about the owner's public page (docs/decisions/0013-privacy.md) with the link to /profile where it is switched. */
export function PublicPageNotice({
  message,
  linkText,
  tone,
  testId,
}: {
  message: UserMessage;
  linkText: string;
  tone: keyof typeof TONES;
  testId: string;
}) {
  const style = TONES[tone];
  return (
    <div
      role="status"
      data-testid={testId}
      className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${style.box}`}
    >
      <Globe className={`mt-0.5 h-4 w-4 shrink-0 ${style.icon}`} aria-hidden="true" />
      <div>
        <p className={`font-semibold ${style.title}`}>{message.title}</p>
        <p>{message.description}</p>
        <Link to="/profile" className={`font-medium underline ${style.link}`}>
          {linkText}
        </Link>
      </div>
    </div>
  );
}
