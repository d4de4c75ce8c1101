import { AlertCircle } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { Card, CardContent } from '@resume/platform';

export function ResumeLoadError() {
  const { title, description } = MESSAGES.resumeViews.loadError;
  return (
    <Card role="alert" data-testid="resume-load-error" className="border-red-200 bg-red-50">
      <CardContent className="flex items-start gap-3 p-6">
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-red-800">{title}</h2>
          <p className="mt-1 text-sm text-red-700">{description}</p>
        </div>
      </CardContent>
    </Card>
  );
}
