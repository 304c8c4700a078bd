import { validateReceivedPdfs } from '@spokes/domain/upload-validation';
import { fail } from '../../errors';
import { inspectPdf } from './inspect-pdf';

/**
 * The bytes of one uploaded document, or the reason it is refused: exactly one file, at most
 * 10 MB, a PDF that parses and carries no JavaScript or launch action. Called for every file of
 * a flow before a byte is stored, so a bad second file leaves nothing behind.
 */
export async function readUploadedPdf(files: readonly Blob[]): Promise<Uint8Array> {
  // The multipart parser has buffered the request (http/body-gate.ts caps it) and its files
  // cannot be sliced, so each is read whole; the real size is what was received.
  const received = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const refusal = validateReceivedPdfs(received.map((bytes) => ({ size: bytes.byteLength, head: bytes })));
  if (refusal) fail(refusal);
  const [bytes] = received;
  const pdfRefusal = await inspectPdf(bytes);
  if (pdfRefusal) fail(pdfRefusal);
  return bytes;
}
