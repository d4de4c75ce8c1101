import { useId, useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { RESUME_SECTIONS, type LinkedInExportPreview, type ResumeSection } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Switch,
} from '@resume/platform';
import { itemLabel } from './item-label';
import { skipReasonText, useLinkedInTexts } from './texts';

/** What a shortened value of the profile (not of a section) names as its place. */
const PROFILE = 'profile';

interface Props {
  preview: LinkedInExportPreview;
  onOpenChange: (open: boolean) => void;
  onImport: (options: { overwrite: boolean }) => void;
  pending: boolean;
}

/**
 * What the uploaded export would do, before anything is written: per section what will be added, what is already
 * there and what is skipped and why; the profile fields it fills or keeps, and the values cut to the resume's limits.
 * Mounted per upload, so the overwrite choice starts off each time.
 */
export function LinkedInExportPreviewDialog({ preview, onOpenChange, onImport, pending }: Props) {
  const [overwrite, setOverwrite] = useState(false);
  const { texts, t } = useLinkedInTexts();
  const overwriteId = useId();
  const { profile, sections, truncated } = preview;
  const shown = RESUME_SECTIONS.filter(
    (s) => sections[s].toAdd.length + sections[s].alreadyThere.length + sections[s].skipped.length > 0,
  );
  const somethingNew =
    profile.filled.length > 0 ||
    (overwrite && profile.kept.length > 0) ||
    RESUME_SECTIONS.some((s) => sections[s].toAdd.length > 0);

  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent data-testid="linkedin-export-preview" className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{texts.export.previewTitle}</DialogTitle>
          <DialogDescription>
            {t('linkedinCard.export.filesFound', { files: preview.filesFound.join(', ') })}
          </DialogDescription>
        </DialogHeader>

        {profile.filled.length + profile.kept.length > 0 && (
          <section aria-label={t('linkedin.profile')} className="space-y-2 text-sm">
            <h3 className="font-semibold">{t('linkedin.profile')}</h3>
            {profile.filled.length > 0 && (
              <Group title={texts.export.profileFilled}>
                {profile.filled.map((f) => (
                  <li key={f.field}>{t('linkedin.filledField', { field: texts.fields[f.field], value: f.value })}</li>
                ))}
              </Group>
            )}
            {profile.kept.length > 0 && (
              <>
                <Group title={texts.export.profileKept}>
                  {profile.kept.map((f) => (
                    <li key={f.field}>
                      {t('linkedin.keptFromExport', {
                        field: texts.fields[f.field],
                        current: f.current,
                        fromLinkedIn: f.fromLinkedIn,
                      })}
                    </li>
                  ))}
                </Group>
                <div className="flex items-center gap-2">
                  <Switch id={overwriteId} checked={overwrite} onCheckedChange={setOverwrite} disabled={pending} />
                  <label htmlFor={overwriteId}>{texts.export.overwrite}</label>
                </div>
              </>
            )}
          </section>
        )}

        {shown.map((section) => (
          <SectionPreview key={section} section={section} preview={preview} />
        ))}

        {truncated.length > 0 && (
          <Group title={texts.export.truncated}>
            {truncated.map((cut, i) => (
              <li key={i}>
                {t('linkedin.truncatedField', {
                  where: cut.section === PROFILE ? t('linkedin.profile') : texts.sections[cut.section],
                  label: cut.label,
                  field: cut.field,
                  maxLength: cut.maxLength,
                })}
              </li>
            ))}
          </Group>
        )}

        {!somethingNew && <p className="text-sm text-slate-600">{texts.export.nothingNew}</p>}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('linkedin.cancel')}
          </Button>
          <Button onClick={() => onImport({ overwrite })} disabled={pending || !somethingNew}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {texts.export.import}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SectionPreview({ section, preview }: { section: ResumeSection; preview: LinkedInExportPreview }) {
  const { toAdd, alreadyThere, skipped } = preview.sections[section];
  const { texts, t } = useLinkedInTexts();
  return (
    <section aria-label={texts.sections[section]} className="space-y-2 text-sm">
      <h3 className="font-semibold">{texts.sections[section]}</h3>
      {toAdd.length > 0 && (
        <Group title={t('linkedinCard.export.toAdd', { n: toAdd.length })}>
          {toAdd.map((item, i) => (
            <li key={i}>{itemLabel(section, item)}</li>
          ))}
        </Group>
      )}
      {alreadyThere.length > 0 && (
        <Group title={t('linkedinCard.export.alreadyThere', { n: alreadyThere.length })}>
          {alreadyThere.map((item, i) => (
            <li key={i}>{itemLabel(section, item)}</li>
          ))}
        </Group>
      )}
      {skipped.length > 0 && (
        <Group title={t('linkedinCard.export.skipped', { n: skipped.length })}>
          {skipped.map((row) => (
            <li key={`${row.file}:${row.row}`}>
              {t('linkedin.skippedRow', {
                label: row.label || t('linkedin.row', { row: row.row }),
                file: row.file,
                row: row.row,
                reason: skipReasonText(t, row),
              })}
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-medium text-slate-600">{title}</p>
      <ul className="ms-5 list-disc text-slate-900">{children}</ul>
    </div>
  );
}
