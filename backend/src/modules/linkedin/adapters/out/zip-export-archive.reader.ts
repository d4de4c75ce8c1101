import { Injectable } from '@nestjs/common';
import { LINKEDIN_EXPORT_FILES, LINKEDIN_EXPORT_LIMITS } from '@resume/contracts';
import type { LinkedInExportFile } from '@resume/contracts';
import { parse } from 'csv-parse';
import * as yauzl from 'yauzl';
import { DomainError } from '../../../../shared/domain/domain-error';
import { ExportArchiveReader } from '../../application/ports/export-archive.reader';
import type { ExportRecords } from '../../domain/export-content';

const KNOWN = new Map<string, LinkedInExportFile>(LINKEDIN_EXPORT_FILES.map((f) => [f.toLowerCase(), f]));

/** The export file an entry is ('Positions.csv', also inside a folder, any letter case), or undefined. */
function knownFile(entryName: string): LinkedInExportFile | undefined {
  return KNOWN.get((entryName.split('/').pop() ?? '').toLowerCase());
}

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(new DomainError('LINKEDIN_EXPORT_NOT_ZIP')) : resolve(zip),
    ),
  );
}

/**
 * CSV by its header row: quoted fields, embedded newlines, a UTF-8 BOM, uneven rows; blank lines skipped. Parsing
 * stops one record past `rowsPerFile`, so a file with too many rows is refused without reading the rest of it.
 */
function parseCsv(file: LinkedInExportFile, text: Buffer): Promise<Record<string, string>[]> {
  const { rowsPerFile } = LINKEDIN_EXPORT_LIMITS;
  return new Promise((resolve, reject) =>
    parse(
      text,
      {
        bom: true,
        columns: true,
        relax_quotes: true,
        relax_column_count: true,
        skip_empty_lines: true,
        to: rowsPerFile + 1,
      },
      (error, records: Record<string, string>[]) => {
        if (error) {
          return reject(
            new DomainError('LINKEDIN_EXPORT_CSV_INVALID', undefined, {
              details: [{ field: file, problem: error.message.slice(0, 200) }],
            }),
          );
        }
        if (records.length > rowsPerFile) return reject(new DomainError('LINKEDIN_EXPORT_TOO_MANY_ROWS'));
        resolve(records);
      },
    ),
  );
}

/**
 * yauzl over the uploaded bytes (multer already refused more than LINKEDIN_EXPORT_LIMITS.uploadBytes). At most
 * `entries` entries; the sizes the ZIP declares may add up to `unpackedBytes`, and the bytes actually inflated
 * are counted while streaming, so a ZIP that lies about its sizes is stopped at the limit too. Only the known CSV
 * files are inflated, each to at most `bytesPerFile` (declared and counted the same way).
 */
@Injectable()
export class ZipExportArchiveReader extends ExportArchiveReader {
  async read(buffer: Buffer): Promise<ExportRecords> {
    const { entries, unpackedBytes } = LINKEDIN_EXPORT_LIMITS;
    const zip = await openZip(buffer);
    try {
      if (zip.entryCount > entries) throw new DomainError('LINKEDIN_EXPORT_TOO_MANY_FILES');
      const texts = await this.inflateKnown(zip, unpackedBytes);
      const records: ExportRecords = {};
      for (const [file, text] of texts) records[file] = await parseCsv(file, text);
      return records;
    } finally {
      zip.close();
    }
  }

  private inflateKnown(zip: yauzl.ZipFile, limit: number): Promise<Map<LinkedInExportFile, Buffer>> {
    const texts = new Map<LinkedInExportFile, Buffer>();
    const { bytesPerFile } = LINKEDIN_EXPORT_LIMITS;
    let declared = 0;
    let inflated = 0;
    return new Promise((resolve, reject) => {
      const fail = (error: unknown) =>
        reject(error instanceof DomainError ? error : new DomainError('LINKEDIN_EXPORT_NOT_ZIP'));
      zip.on('error', fail);
      zip.on('end', () => resolve(texts));
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        if (declared > limit) return fail(new DomainError('LINKEDIN_EXPORT_UNPACKED_TOO_LARGE'));
        const file = knownFile(entry.fileName);
        if (!file || entry.fileName.endsWith('/') || texts.has(file)) return zip.readEntry();
        if (entry.uncompressedSize > bytesPerFile) return fail(new DomainError('LINKEDIN_EXPORT_FILE_TOO_LARGE'));
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return fail(error);
          const chunks: Buffer[] = [];
          let inflatedHere = 0;
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            inflatedHere += chunk.length;
            const refusal =
              inflatedHere > bytesPerFile
                ? 'LINKEDIN_EXPORT_FILE_TOO_LARGE'
                : inflated > limit
                  ? 'LINKEDIN_EXPORT_UNPACKED_TOO_LARGE'
                  : undefined;
            if (refusal) {
              stream.destroy();
              return fail(new DomainError(refusal));
            }
            chunks.push(chunk);
          });
          stream.on('error', fail);
          stream.on('end', () => {
            texts.set(file, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  }
}
