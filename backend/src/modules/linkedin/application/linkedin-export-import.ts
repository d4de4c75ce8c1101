import { Injectable } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RESUME_SECTIONS } from '@resume/contracts';
import type { CompleteResume, LinkedInExportFile, LinkedInExportPreview, ResumeSection } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { ExportContent, ExportRecords, readExportContent } from '../domain/export-content';
import { CurrentItems, ImportPlan, planImport } from '../domain/import-plan';
import { planProfileFill, ProfileValues } from '../domain/profile-fill';
import { accountPatch, currentProfile } from './profile-values';
import { ExportArchiveReader } from './ports/export-archive.reader';
import { LinkedInAccounts } from './ports/linkedin-accounts';
import { ItemsToAdd, ResumeContent } from './ports/resume-content';

const strip = (items: readonly { id: string; order: number }[]) => items.map(({ id: _i, order: _o, ...rest }) => rest);

function currentItems(resume: CompleteResume): CurrentItems {
  return Object.fromEntries(RESUME_SECTIONS.map((s) => [s, strip(resume[s])])) as unknown as CurrentItems;
}

export interface ExportPlan {
  preview: LinkedInExportPreview;
  patch: ProfileValues;
}

const SECTION_OF_FILE: Partial<Record<LinkedInExportFile, ResumeSection>> = {
  'Positions.csv': 'experiences',
  'Education.csv': 'education',
  'Skills.csv': 'skills',
  'Projects.csv': 'projects',
  'Certifications.csv': 'certifications',
};

/** Each section's skipped rows: those that could not be read first, then those the comparison left out. */
function withReadSkips(plan: ImportPlan, content: ExportContent): ImportPlan {
  for (const section of RESUME_SECTIONS) {
    const unread = content.skipped.filter((row) => SECTION_OF_FILE[row.file] === section);
    plan[section].skipped = [...unread, ...plan[section].skipped];
  }
  return plan;
}

/** The steps preview and import share: open the ZIP, read it, and compare it with the account and the resume. */
@Injectable()
export class LinkedInExportImport {
  constructor(
    private readonly archive: ExportArchiveReader,
    private readonly accounts: LinkedInAccounts,
    private readonly resume: ResumeContent,
  ) {}

  async open(zip: Buffer): Promise<ExportContent> {
    const records: ExportRecords = await this.archive.read(zip);
    const content = await readExportContent(records, () => nextTurn());
    if (content.filesFound.length === 0) throw new DomainError('LINKEDIN_EXPORT_EMPTY');
    return content;
  }

  /** What importing `content` would change now: the preview, and the profile values to write. */
  async plan(userId: string, content: ExportContent, overwrite: boolean): Promise<ExportPlan> {
    const user = await this.accounts.find(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    const resume = await this.resume.read(user);
    const profile = planProfileFill(currentProfile(user, resume.resume.summary), content.profile, overwrite);
    const preview: LinkedInExportPreview = {
      mode: 'preview',
      filesFound: content.filesFound,
      profile: { filled: profile.filled, kept: profile.kept },
      sections: withReadSkips(planImport(content.candidates, currentItems(resume)), content),
      truncated: content.truncated,
    };
    return { preview, patch: profile.patch };
  }

  /** Writes a plan: the account's fields, then the items and the summary (the caller holds the transaction). */
  async write(userId: string, { preview, patch }: ExportPlan): Promise<Record<ResumeSection, number>> {
    const account = accountPatch(patch);
    if (Object.keys(account).length > 0) await this.accounts.updateProfile(userId, account);
    const items = Object.fromEntries(RESUME_SECTIONS.map((s) => [s, preview.sections[s].toAdd])) as ItemsToAdd;
    return this.resume.append(userId, items, patch.summary ?? undefined);
  }
}
