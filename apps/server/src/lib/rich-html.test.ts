import { describe, expect, it } from 'vitest';
import { COMPANY_INFO_HTML, INFO_PAGE_HTML, sanitizeRichHtml } from './rich-html';

describe('sanitizeRichHtml', () => {
  it('drops scripts, event handlers and javascript: links in every profile', () => {
    for (const profile of [COMPANY_INFO_HTML, INFO_PAGE_HTML]) {
      expect(
        sanitizeRichHtml(
          '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">a</a></p>',
          profile,
        ),
      ).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer">a</a></p>');
      expect(sanitizeRichHtml('<style>p{}</style><script>x</script>', profile)).toBeNull();
    }
  });

  it('keeps the info pages’ tables with spanning cells, and links that open in a new tab', () => {
    const table =
      '<table onmouseover="x()"><thead><tr><th colspan="2" style="color:red">Verzekeraar</th></tr></thead>' +
      '<tbody><tr><td rowspan="1"><a href="mailto:schade@veloprotect.be">schade</a></td><td>75 EUR</td></tr></tbody></table>';
    expect(sanitizeRichHtml(table, INFO_PAGE_HTML)).toBe(
      '<table><thead><tr><th colspan="2">Verzekeraar</th></tr></thead>' +
        '<tbody><tr><td rowspan="1"><a href="mailto:schade@veloprotect.be" target="_blank" rel="noopener noreferrer">schade</a></td><td>75 EUR</td></tr></tbody></table>',
    );
    expect(sanitizeRichHtml('<td colspan="2">x</td>', COMPANY_INFO_HTML)).toBe('<td>x</td>');
  });
});
