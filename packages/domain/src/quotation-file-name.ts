// The name a quotation PDF is saved under, the same from the server's download and the
// employer portal's preview: the translated word for quotation, the quotation number as stored
// and shown on every screen (Q000007), and the employee, so a day's quotations no longer share
// one name. Characters a file system refuses and control characters are dropped; spaces become
// underscores so the name survives mail clients and shells.

function fileNamePart(text: string): string {
  return text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '_');
}

/** e.g. quotationPdfFileName('Offerte', 'Q000007', 'Jan Peeters') = 'Offerte_Q000007_Jan_Peeters.pdf'. */
export function quotationPdfFileName(title: string, quotationNumber: string | null, employeeName: string) {
  const parts = [title, quotationNumber ?? '', employeeName].map(fileNamePart).filter(Boolean);
  return `${parts.join('_')}.pdf`;
}
