import type { ExportRecords } from '../../domain/export-content';

/**
 * Opens a LinkedIn data export (a ZIP) and parses the known CSV files by their headers. Refuses what is not a ZIP
 * or breaks LINKEDIN_EXPORT_LIMITS with the LINKEDIN_EXPORT_* DomainErrors; files it does not know are not read.
 */
export abstract class ExportArchiveReader {
  abstract read(zip: Buffer): Promise<ExportRecords>;
}
