import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FileWarning } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { Button, Card, CardContent } from '@resume/platform';
import { fallbackStylesheetHref, fontStylesheetHref, needsFallbackFonts } from '@resume/resume-view';

/**
 * Links the resume font's self-hosted stylesheet (the app's /fonts, decision 0025; font-display swap: the text
 * shows at once in the fallback font) while the page shows, and the script fallbacks' (world-scripts.css, decision
 * 0046) when the resume has a character beyond Latin: a Japanese name shows in Noto Sans JP, the browser fetching
 * only the slices the text uses (decision 0048).
 */
export function useResumeFont(font: string | null | undefined, data?: unknown) {
  useEffect(() => {
    const href = fontStylesheetHref(font);
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.resumeFont = font ?? '';
    document.head.appendChild(link);
    return () => link.remove();
  }, [font]);
  const scripts = data !== undefined && needsFallbackFonts(JSON.stringify(data));
  useEffect(() => {
    if (!scripts) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fallbackStylesheetHref();
    link.dataset.fallbackFonts = '';
    document.head.appendChild(link);
    return () => link.remove();
  }, [scripts]);
}

/** The owner's previews (/resume, /resume?filter=): a note above the resume, rendered on a sheet. */
export function ResumeSheet({ above, children }: { above?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-slate-100/70 py-8 sm:py-10">
      <div className="mx-auto grid w-full max-w-[880px] gap-4 px-4">
        {above}
        <div className="overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-200" data-testid="resume-page">
          <div className="p-4 sm:p-8">{children}</div>
        </div>
      </div>
    </div>
  );
}

export function ResumeNotAvailable() {
  const { title, description } = MESSAGES.resumeViews.notAvailable;
  return (
    <div className="container flex min-h-[60vh] items-center justify-center py-12">
      <Card className="w-full max-w-md" role="alert" data-testid="resume-not-available">
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <FileWarning className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{description}</p>
          <Button asChild className="mt-3">
            <Link to="/">{MESSAGES.resumeViews.goHome}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
