import { useState } from 'react';
import { Linkedin } from 'lucide-react';
import { hasPaidAccess, MESSAGES, type CompleteResume } from '@resume/contracts';
import { Button, PremiumRequiredDialog, redirectTo } from '@resume/platform';
import { ExportPdfAction } from './ExportPdfAction';

export const LINKEDIN_CONNECT_PATH = '/api/auth/linkedin';

/**
 * The header card's action (spec 2.7): 'Export PDF' (the export picker) once the resume has an experience, otherwise
 * 'Connect LinkedIn' (premium-feature dialog without paid access, the connect flow with it).
 */
export function HeaderAction({ data }: { data: CompleteResume }) {
  if (data.experiences.length > 0) return <ExportPdfAction resumeId={data.resume.id} user={data.user} />;
  return <ConnectLinkedInButton paid={hasPaidAccess(data.user)} />;
}

function ConnectLinkedInButton({ paid }: { paid: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="border-[#0A66C2] text-[#0A66C2] hover:bg-blue-50"
        onClick={() => (paid ? redirectTo(LINKEDIN_CONNECT_PATH) : setOpen(true))}
      >
        <Linkedin aria-hidden="true" />
        Connect LinkedIn
      </Button>
      <PremiumRequiredDialog open={open} onOpenChange={setOpen} description={MESSAGES.linkedin.premiumDialog} />
    </>
  );
}
