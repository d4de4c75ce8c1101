import { Injectable } from '@nestjs/common';
import type { Filter } from '@resume/contracts';
import { TailoringModuleApi } from '../../../tailoring/application/tailoring.module-api';
import { JobFilters } from '../../application/ports/job-filters';

/** The applications module's port answered by the tailoring module's API (its CreateFilter use case). */
@Injectable()
export class TailoringModuleBridge extends JobFilters {
  constructor(private readonly tailoring: TailoringModuleApi) {
    super();
  }

  create(userId: string, input: { name: string; tags: string[] }): Promise<Filter> {
    return this.tailoring.createFilter(userId, input);
  }
}
