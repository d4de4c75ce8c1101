import { RESUME_SECTIONS } from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import { TransactionRunner } from '../../../../shared/application/transaction-runner';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { emptyResume, Resume, ResumePatch, ResumeSections } from '../../domain/resume';
import type { OrderChange } from '../../domain/section-order';
import type { SectionItem } from '../../domain/section-rules';
import { ResumeRepository } from '../ports/resume.repository';
import { SectionItemRepository } from '../ports/section-item.repository';
import { ResumeChanges } from '../resume-changes';

/** In-memory fakes of the resume module's ports, for use-case unit tests. */

type Row = {
  section: ResumeSection;
  userId: string;
  resumeId: string;
  item: SectionItem & { id: string; order: number };
};

export class InMemorySectionItems extends SectionItemRepository {
  rows: Row[] = [];
  private mine(section: ResumeSection, userId: string) {
    return this.rows.filter((r) => r.section === section && r.userId === userId);
  }
  async listByUser<S extends ResumeSection>(section: S, userId: string) {
    return this.mine(section, userId).map((r) => r.item as SectionItem<S>);
  }
  async findOwned<S extends ResumeSection>(section: S, userId: string, id: string) {
    return (this.mine(section, userId).find((r) => r.item.id === id)?.item as SectionItem<S>) ?? null;
  }
  async insert<S extends ResumeSection>(section: S, userId: string, resumeId: string, item: SectionItem<S>) {
    this.rows.push({ section, userId, resumeId, item: item as Row['item'] });
  }
  async updateOwned<S extends ResumeSection>(section: S, userId: string, item: SectionItem<S>) {
    const row = this.mine(section, userId).find((r) => r.item.id === (item as Row['item']).id);
    if (row) row.item = item as Row['item'];
  }
  async deleteOwned(section: ResumeSection, userId: string, id: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.section === section && r.userId === userId && r.item.id === id));
    return this.rows.length < before;
  }
  async setOrders(section: ResumeSection, userId: string, changes: readonly OrderChange[]) {
    for (const { id, order } of changes) {
      const row = this.mine(section, userId).find((r) => r.item.id === id);
      if (row) row.item = { ...row.item, order };
    }
  }
  async replaceAllOwned(userId: string, resumeId: string, sections: ResumeSections) {
    this.rows = this.rows.filter((r) => r.userId !== userId);
    for (const section of RESUME_SECTIONS)
      for (const item of sections[section]) await this.insert(section, userId, resumeId, item as SectionItem);
  }
  /** A section's items as `field` values, in stored order. */
  orderOf(section: ResumeSection, userId: string, field: string) {
    return this.mine(section, userId)
      .map((r) => r.item as unknown as Record<string, unknown> & { order: number })
      .sort((a, b) => a.order - b.order)
      .map((i) => i[field]);
  }
}

/** One resume per user; its sections are the InMemorySectionItems'. */
export class InMemoryResumes extends ResumeRepository {
  rows: Resume[] = [];
  constructor(private readonly items: InMemorySectionItems) {
    super();
  }
  async create(resume: Resume) {
    this.rows.push(resume);
  }
  async findByUserId(userId: string) {
    return this.rows.find((r) => r.userId === userId) ?? null;
  }
  async listSections(userId: string) {
    const sections = {} as Record<ResumeSection, unknown[]>;
    for (const s of RESUME_SECTIONS) sections[s] = await this.items.listByUser(s, userId);
    return sections as unknown as ResumeSections;
  }
  async markUpdated(userId: string, at: Date, patch?: ResumePatch) {
    const found = await this.findByUserId(userId);
    if (!found) return null;
    const next = { ...found, ...patch, lastUpdated: at };
    this.rows = this.rows.map((r) => (r.userId === userId ? next : r));
    return next;
  }
}

/** Rolls the resumes and items back when the work fails, as the database does. */
class SnapshotTransaction extends TransactionRunner {
  runs = 0;
  constructor(
    private readonly resumes: InMemoryResumes,
    private readonly items: InMemorySectionItems,
  ) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    const [resumes, items] = [[...this.resumes.rows], this.items.rows.map((r) => ({ ...r }))];
    try {
      return await work();
    } catch (error) {
      [this.resumes.rows, this.items.rows] = [resumes, items];
      throw error;
    }
  }
}

/** The fakes wired as the module wires them, with u1's empty resume r1. */
export function resumeFakes() {
  const clock = new AdjustableClock();
  const items = new InMemorySectionItems();
  const resumes = new InMemoryResumes(items);
  resumes.rows.push(emptyResume('r1', 'u1', new Date(0), 'en'));
  const transaction = new SnapshotTransaction(resumes, items);
  const changes = new ResumeChanges(resumes, transaction, clock);
  return { clock, items, resumes, transaction, changes };
}
