import type { CompleteResume, LinkedInImportItems, ResumeSection, User } from '@resume/contracts';

export type ItemsToAdd = { [S in ResumeSection]?: LinkedInImportItems[S][] };

/** The resume (resume module): read it whole, and append imported items (and the summary) in one transaction. */
export abstract class ResumeContent {
  abstract read(user: User): Promise<CompleteResume>;
  abstract append(userId: string, items: ItemsToAdd, summary?: string): Promise<Record<ResumeSection, number>>;
}
