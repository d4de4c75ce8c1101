import { useState } from 'react';
import { Target } from 'lucide-react';
import type { User } from '@resume/contracts';
import { Button, useT } from '@resume/platform';
import { MatchJobDialog } from './MatchJobDialog';

/** The header card's 'Match a job' (issue 28): every plan may match; making a filter of it is paid. */
export function MatchJobAction({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const t = useT('editor');
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="match-job-open">
        <Target aria-hidden="true" />
        {t('jobMatch.open')}
      </Button>
      <MatchJobDialog open={open} onOpenChange={setOpen} user={user} />
    </>
  );
}
