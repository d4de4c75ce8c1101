import { Link } from 'react-router-dom';
import { Lock, Share2 } from 'lucide-react';
import { hasPaidAccess, type User } from '@resume/contracts';
import { Button, PRICING_PATH, useT } from '@resume/platform';

/**
 * The way from the editor to Share Your Resume (/share, docs/decisions/0039-owner-links.md). The Share page is a paid
 * screen: without paid access the button is locked as the menu's paid items are (a lock, and it leads to pricing).
 */
export function ShareAction({ user }: { user: User }) {
  const t = useT('editor');
  const locked = !hasPaidAccess(user);
  return (
    <Button asChild variant="outline">
      <Link
        to={locked ? PRICING_PATH : '/share'}
        data-locked={locked || undefined}
        aria-label={locked ? t('header.shareLocked') : undefined}
      >
        {locked ? <Lock aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        {t('header.share')}
      </Link>
    </Button>
  );
}
