import { useState } from 'react';
import { Linkedin, Loader2 } from 'lucide-react';
import { hasPaidAccess, MESSAGES, type CompleteResume, type User } from '@resume/contracts';
import { Button, PremiumRequiredDialog, useT } from '@resume/platform';
import { useConnectLinkedIn } from '@resume/features';
import { ExportPdfAction } from './ExportPdfAction';

/**
 * The header card's action (spec 2.7): 'Export PDF' (the export picker) once the resume has an experience, otherwise
 * 'Connect LinkedIn' (premium-feature dialog without paid access, the connect flow with it: LinkedIn's page, or in
 * development the simulation, after which the sample experience turns this into 'Export PDF').
 */
export function HeaderAction({ data }: { data: CompleteResume }) {
  if (data.experiences.length > 0) return <ExportPdfAction resumeId={data.resume.id} user={data.user} />;
  return <ConnectLinkedInButton user={data.user} />;
}

function ConnectLinkedInButton({ user }: { user: User }) {
  const t = useT('editor');
  const [open, setOpen] = useState(false);
  const connect = useConnectLinkedIn({ onPremiumRequired: () => setOpen(true) });
  return (
    <>
      <Button
        variant="outline"
        className="border-[#0A66C2] text-[#0A66C2] hover:bg-blue-50"
        disabled={connect.isPending}
        onClick={() => (hasPaidAccess(user) ? connect.mutate({ userId: user.id }) : setOpen(true))}
      >
        {connect.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Linkedin aria-hidden="true" />}
        {t('header.connectLinkedIn')}
      </Button>
      <PremiumRequiredDialog open={open} onOpenChange={setOpen} description={MESSAGES.linkedin.premiumDialog} />
    </>
  );
}
