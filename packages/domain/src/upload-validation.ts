import { UPLOAD_MAX_BYTES } from './limits';

export type UploadError = 'FILE_TOO_LARGE' | 'NOT_A_PDF' | 'ONE_FILE_ONLY';

// The page checks name and type before uploading; the server checks the bytes too, since a
// browser's type is only the file name's extension.
export function validatePdfUpload(file: {
  size: number;
  type?: string | null;
  name?: string | null;
}): UploadError | null {
  const typeOk = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name ?? ''));
  if (!typeOk) return 'NOT_A_PDF';
  return file.size > UPLOAD_MAX_BYTES ? 'FILE_TOO_LARGE' : null;
}

// Every PDF starts with "%PDF-".
export function looksLikePdf(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * What the server accepts for one document: exactly one file, at most 10 MB, and PDF by its
 * content (a PNG renamed .pdf is refused). `head` is the start of the file, at least 5 bytes.
 */
export function validateReceivedPdfs(
  files: readonly { size: number; head: Uint8Array }[],
): UploadError | null {
  if (files.length !== 1) return 'ONE_FILE_ONLY';
  const [file] = files;
  if (file.size > UPLOAD_MAX_BYTES) return 'FILE_TOO_LARGE';
  return looksLikePdf(file.head) ? null : 'NOT_A_PDF';
}
