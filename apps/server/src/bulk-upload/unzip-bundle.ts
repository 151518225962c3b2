/**
 * Opens a OneRoster 1.1 bundle with fflate. NOTE: security-relevant (zip bombs): at most
 * BULK_UPLOAD_MAX_ZIP_ENTRIES entries, at most BULK_UPLOAD_MAX_UNZIPPED_BYTES declared uncompressed bytes in all,
 * and decompression never writes past an entry's declared size. Only the four files read are decompressed; other
 * OneRoster files are allowed and skipped; any other entry refuses the bundle, naming it.
 */
import {
  BULK_UPLOAD_MAX_UNZIPPED_BYTES,
  BULK_UPLOAD_MAX_ZIP_ENTRIES,
  ONEROSTER_FILES,
  type OneRosterFile,
} from '@dash/contracts';
import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../http/app-error.js';
import { tooLarge } from './read-upload.js';

/** Other files of a OneRoster 1.1 bundle: allowed, not read. */
const OTHER_ONEROSTER_FILES = [
  'manifest.csv',
  'academicSessions.csv',
  'categories.csv',
  'classResources.csv',
  'courseResources.csv',
  'courses.csv',
  'demographics.csv',
  'lineItems.csv',
  'resources.csv',
  'results.csv',
];
const READ = new Set<string>(ONEROSTER_FILES);
const ALLOWED = new Set([...ONEROSTER_FILES, ...OTHER_ONEROSTER_FILES]);
/** Entries zip tools add on their own (macOS resource forks, folders). */
const isToolEntry = (name: string) =>
  name.startsWith('__MACOSX/') || name.endsWith('/') || name.endsWith('.DS_Store');
const MAX_MB = BULK_UPLOAD_MAX_UNZIPPED_BYTES / (1024 * 1024);

export function unzipBundle(fileName: string, bytes: Uint8Array): Map<OneRosterFile, Uint8Array> {
  let entries = 0;
  let declared = 0;
  const unknown: string[] = [];
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter: (entry) => {
        if (++entries > BULK_UPLOAD_MAX_ZIP_ENTRIES)
          throw badRequest(`${fileName} holds more than ${BULK_UPLOAD_MAX_ZIP_ENTRIES} entries.`);
        if (isToolEntry(entry.name)) return false;
        if (!ALLOWED.has(entry.name)) {
          unknown.push(entry.name.slice(0, 80));
          return false;
        }
        if (!READ.has(entry.name)) return false;
        declared += entry.originalSize;
        if (declared > BULK_UPLOAD_MAX_UNZIPPED_BYTES)
          throw tooLarge(
            `${fileName} unpacks to more than ${MAX_MB} MB. Split the roster and upload each part.`,
          );
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(
      `${fileName} is not a readable zip file (it may be damaged or use an unsupported format).`,
    );
  }
  if (unknown.length)
    throw badRequest(
      `${fileName} holds files that are not part of a OneRoster 1.1 CSV bundle: ${unknown.slice(0, 5).join(', ')}.`,
    );
  const missing = ONEROSTER_FILES.filter((name) => !unzipped[name]);
  if (missing.length)
    throw badRequest(`${fileName} is not a complete OneRoster 1.1 bundle: it lacks ${missing.join(', ')}.`);
  return new Map(ONEROSTER_FILES.map((name) => [name, unzipped[name]!]));
}
