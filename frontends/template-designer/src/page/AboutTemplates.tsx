import { Info } from 'lucide-react';
import { TEMPLATE_PREVIEW_MAX_ENTRIES } from '@resume/contracts';

/** The 'About Templates' note (spec 2.9). */
export function AboutTemplates() {
  return (
    <aside
      aria-labelledby="about-templates-heading"
      data-testid="about-templates"
      className="flex gap-3 rounded-xl border border-blue-100 bg-primary-soft p-4 text-sm text-slate-700"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="about-templates-heading" className="font-semibold text-slate-900">
          About Templates
        </h2>
        <p>
          A template sets the colours, font, heading accent, page margin, branding and section layout of your resume. It
          applies when you export a PDF or create a share link with it; your resume content stays the same.
        </p>
        <p>
          Start from a preset or shape your own, then save. Mark a template as default to have it picked first. The
          preview shows at most {TEMPLATE_PREVIEW_MAX_ENTRIES} entries per section.
        </p>
      </div>
    </aside>
  );
}
