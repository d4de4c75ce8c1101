import { useState } from 'react';
import { FileDown, Linkedin, Loader2 } from 'lucide-react';
import { MESSAGES, hasPaidAccess, type CompleteResume } from '@resume/contracts';
import { Button, redirectTo, toast, useGeneratePdf } from '@resume/platform';
import { PremiumFeatureDialog } from './PremiumFeatureDialog';

export const LINKEDIN_CONNECT_PATH = '/api/auth/linkedin';

/**
 * The header card's action (spec 2.7): 'Export PDF' once the resume has an experience, otherwise
 * 'Connect LinkedIn' (premium-feature dialog without paid access, the connect flow with it).
 */
export function HeaderAction({ data }: { data: CompleteResume }) {
  if (data.experiences.length > 0) return <ExportPdfButton resumeId={data.resume.id} />;
  return <ConnectLinkedInButton paid={hasPaidAccess(data.user)} />;
}

/** The export picker comes in a later issue: for now the full resume with the default template. */
function ExportPdfButton({ resumeId }: { resumeId: string }) {
  const generate = useGeneratePdf();
  const onClick = () =>
    generate.mutate(
      { resumeId, filterId: null, templateId: null },
      {
        onSuccess: () => toast({ ...MESSAGES.export.done }),
        onError: () => toast({ ...MESSAGES.export.failed, variant: 'destructive' }),
      },
    );
  return (
    <Button onClick={onClick} disabled={generate.isPending}>
      {generate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
      Export PDF
    </Button>
  );
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
      <PremiumFeatureDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
