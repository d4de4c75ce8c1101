import type { ResumeSection } from '@resume/contracts';
import type { ResumeSections } from '../../domain/resume';
import type { OrderChange } from '../../domain/section-order';
import type { SectionItem } from '../../domain/section-rules';

/** The items of the five resume sections. Every call names the owner: no query reaches another user's rows. */
export abstract class SectionItemRepository {
  abstract listByUser<S extends ResumeSection>(section: S, userId: string): Promise<SectionItem<S>[]>;
  abstract findOwned<S extends ResumeSection>(section: S, userId: string, id: string): Promise<SectionItem<S> | null>;
  abstract insert<S extends ResumeSection>(
    section: S,
    userId: string,
    resumeId: string,
    item: SectionItem<S>,
  ): Promise<void>;
  abstract updateOwned<S extends ResumeSection>(section: S, userId: string, item: SectionItem<S>): Promise<void>;
  /** False when the user owns no such item. */
  abstract deleteOwned(section: ResumeSection, userId: string, id: string): Promise<boolean>;
  abstract setOrders(section: ResumeSection, userId: string, changes: readonly OrderChange[]): Promise<void>;
  /** Deletes every item of the user's five sections and writes the given ones (JSON Resume import). */
  abstract replaceAllOwned(userId: string, resumeId: string, sections: ResumeSections): Promise<void>;
}
