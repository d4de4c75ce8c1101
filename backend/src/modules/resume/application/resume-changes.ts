import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Resume, ResumePatch } from '../domain/resume';
import { ResumeRepository } from './ports/resume.repository';

/**
 * Every change to a resume runs here: one transaction that first bumps the resume's lastUpdated (queueing other
 * changes of the same resume behind it), then does the work. A failure rolls the bump back with the rest.
 */
@Injectable()
export class ResumeChanges {
  constructor(
    private readonly resumes: ResumeRepository,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  run<T>(userId: string, work: (resume: Resume) => Promise<T>, patch?: ResumePatch): Promise<T> {
    return this.transaction.run(async () => {
      const resume = await this.resumes.markUpdated(userId, this.clock.now(), patch);
      if (!resume) throw new DomainError('RESUME_NOT_FOUND');
      return work(resume);
    });
  }
}
