import { Injectable } from '@nestjs/common';
import type { JobMatchResult, User } from '@resume/contracts';
import { type JobMatchInput, matchJobInSteps } from '../domain/job-match';
import { ResumeToMatch } from './ports/resume-to-match';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A pasted posting matched with the person's master resume (issue 28 point 1). Nothing is stored and no address
 * is fetched. The matcher runs in steps with a turn of the event loop between them, so a largest resume never
 * holds other requests up (docs/decisions/0035-bounded-input.md, 0051-job-match.md).
 */
@Injectable()
export class MatchJob {
  constructor(private readonly resume: ResumeToMatch) {}

  async execute(user: User, input: JobMatchInput): Promise<JobMatchResult> {
    const steps = matchJobInSteps(input, await this.resume.complete(user));
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await nextTurn();
    }
  }
}
