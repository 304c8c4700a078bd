import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

export type PdfRefusal = 'PDF_UNREADABLE' | 'PDF_ACTIVE_CONTENT';

// A JavaScript action (catalog /Names /JavaScript, /OpenAction, an annotation's /A or /AA) always
// carries /JS or sits under a /JavaScript name tree; a launch action is told by its subtype.
const SCRIPT_KEYS = new Set(['JS', 'JavaScript']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch']);

/**
 * Parses an uploaded PDF with pdf-lib and answers why it is refused, or null. Refusing rather
 * than stripping: saving a stripped copy rewrites the file and breaks the signature of a signed
 * document, which is what most uploads are. An encrypted PDF is refused as unreadable, since its
 * compressed objects cannot be looked into.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfRefusal | null> {
  try {
    const document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (document.getPageCount() === 0) return 'PDF_UNREADABLE';
    for (const [, object] of document.context.enumerateIndirectObjects())
      if (isActive(object)) return 'PDF_ACTIVE_CONTENT';
    return null;
  } catch {
    // pdf-lib throws on a broken structure, an encrypted file, or nesting too deep to walk.
    return 'PDF_UNREADABLE';
  }
}

/** Walks the direct objects inside one object; references need no following, as every indirect object is walked. */
function isActive(object: PDFObject): boolean {
  if (object instanceof PDFStream) return isActive(object.dict);
  if (object instanceof PDFArray) return object.asArray().some(isActive);
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    if (SCRIPT_KEYS.has(name)) return true;
    if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    if (isActive(value)) return true;
  }
  return false;
}
