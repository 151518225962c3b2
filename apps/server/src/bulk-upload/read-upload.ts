/**
 * Takes the uploaded file off a multipart request (one part named `file`) and decides what it is.
 * NOTE: security-relevant. Limits: BULK_UPLOAD_MAX_BYTES for the file; the type is decided by the file's
 * bytes (a zip starts "PK\x03\x04") and must agree with its name (.csv or .zip) and declared content type.
 */
import { BULK_UPLOAD_MAX_BYTES, ERROR_CODES } from '@dash/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error.js';

export interface UploadedFile {
  fileName: string;
  kind: 'csv' | 'zip';
  bytes: Buffer;
}

const CSV_TYPES = [
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

export const unsupportedType = (message: string) =>
  new AppError(415, { errorType: 'VALIDATION', code: ERROR_CODES.VALIDATION, message });

export const tooLarge = (message: string) =>
  new AppError(413, { errorType: 'PAYLOAD_TOO_LARGE', code: ERROR_CODES.PAYLOAD_TOO_LARGE, message });

const MAX_MB = BULK_UPLOAD_MAX_BYTES / (1024 * 1024);
const isZipBytes = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The multipart library's own refusals (limits, broken forms) as 4xx in the error envelope. */
function fromMultipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return tooLarge(`The file is larger than ${MAX_MB} MB. Split the roster and upload each part.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('Send one file, in a form field named "file", and nothing else.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return unsupportedType('Send the roster file as multipart/form-data, in a form field named "file".');
  return badRequest('The upload could not be read as a multipart form. Choose the file and send it again.');
}

function fileKind(fileName: string, mimetype: string, bytes: Buffer): 'csv' | 'zip' {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  if (extension === 'zip') {
    if (!ZIP_TYPES.includes(type))
      throw unsupportedType(`${fileName} is sent as ${type}, not as a zip file.`);
    if (!isZipBytes(bytes)) throw badRequest(`${fileName} is not a readable zip file (it may be damaged).`);
    return 'zip';
  }
  if (extension === 'csv') {
    if (!CSV_TYPES.includes(type))
      throw unsupportedType(`${fileName} is sent as ${type}, not as a CSV file.`);
    if (isZipBytes(bytes))
      throw unsupportedType(`${fileName} is a zip file: name it .zip to upload a bundle.`);
    return 'csv';
  }
  throw unsupportedType(
    `${fileName || 'The file'} is not a roster file: upload a .csv file or a OneRoster 1.1 bundle (.zip).`,
  );
}

/** Reads the one file of the request; anything else (no file, another field, over the limit) is a 4xx. */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw unsupportedType('Send the roster file as multipart/form-data, in a form field named "file".');
  let fileName: string;
  let mimetype: string;
  let bytes: Buffer;
  try {
    const part = await request.file({
      limits: {
        fileSize: BULK_UPLOAD_MAX_BYTES,
        files: 1,
        fields: 0,
        parts: 1,
        fieldNameSize: 100,
        headerPairs: 50,
      },
    });
    if (!part) throw badRequest('The form holds no file: choose a file and send it in a field named "file".');
    if (part.fieldname !== 'file') throw badRequest('Send the roster file in a form field named "file".');
    // Only the name is kept (for the preview and the audit entry): no folders, no control characters.
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    fileName = (part.filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
    mimetype = part.mimetype;
    bytes = await part.toBuffer();
  } catch (error) {
    throw fromMultipartError(error);
  }
  if (bytes.length === 0) throw badRequest(`${fileName || 'The file'} is empty.`);
  return { fileName, kind: fileKind(fileName, mimetype, bytes), bytes };
}
