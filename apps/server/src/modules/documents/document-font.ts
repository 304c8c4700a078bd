import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontBytes: Promise<Buffer> | undefined;

/**
 * Embeds DejaVu Sans (subset) in `doc`. pdf-lib's standard fonts only know WinAnsi and throw on
 * characters such as ł or ő in a name; DejaVu covers the scripts of our users' names.
 */
export async function embedDocumentFont(doc: PDFDocument): Promise<PDFFont> {
  fontBytes ??= readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  doc.registerFontkit(fontkit);
  return doc.embedFont(await fontBytes, { subset: true });
}
