import { Injectable } from '@nestjs/common';
import { LINKEDIN_EXPORT_FILES, LINKEDIN_EXPORT_LIMITS } from '@resume/contracts';
import type { LinkedInExportFile } from '@resume/contracts';
import { parse } from 'csv-parse';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
 * Bytes handed to the CSV parser between two turns of the event loop: csv-parse reads what it is given in one
 * synchronous step, and 2 MB of CSV at once held the API for several hundred milliseconds (issue 24,
 * docs/decisions/0035-bounded-input.md); 8 KB take a few milliseconds.
 */
const CSV_BYTES_PER_TURN = 8 * 1024;

/**
 * CSV by its header row: quoted fields, embedded newlines, a UTF-8 BOM, uneven rows; blank lines skipped. Parsing
 * stops one record past `rowsPerFile`, so a file with too many rows is refused without reading the rest of it.
 */
async function parseCsv(file: LinkedInExportFile, text: Buffer): Promise<Record<string, string>[]> {
  const { rowsPerFile } = LINKEDIN_EXPORT_LIMITS;
  const records: Record<string, string>[] = [];
  const parser = parse({
    bom: true,
    columns: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    to: rowsPerFile + 1,
  });
  let failure: Error | undefined;
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record);
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => parser.on('end', resolve).on('close', resolve));
  for (let at = 0; at < text.length && !failure && records.length <= rowsPerFile; at += CSV_BYTES_PER_TURN) {
    parser.write(text.subarray(at, at + CSV_BYTES_PER_TURN));
    await nextTurn();
  }
  if (!failure) parser.end();
  await (failure ? Promise.resolve() : ended);
  if (failure)
    throw new DomainError('LINKEDIN_EXPORT_CSV_INVALID', undefined, {
      details: [{ field: file, problem: failure.message.slice(0, 200) }],
    });
  if (records.length > rowsPerFile) throw new DomainError('LINKEDIN_EXPORT_TOO_MANY_ROWS');
  return records;
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
