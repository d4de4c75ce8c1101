import { Injectable } from '@nestjs/common';
import { applicationsCsv } from '../domain/applications-csv';
import { toApplicationSummary } from '../domain/application-summary';
import { ListApplications } from './list-applications.use-case';

/** Every application of the person as CSV, as the table shows them (newest first), links as full addresses. */
@Injectable()
export class ExportApplicationsCsv {
  constructor(private readonly listApplications: ListApplications) {}

  async execute(userId: string, linkAddress: (shareableId: string) => string): Promise<string> {
    const rows = await this.listApplications.execute(userId);
    return applicationsCsv(
      rows.map(({ application, link }) => toApplicationSummary(application, link)),
      linkAddress,
    );
  }
}
