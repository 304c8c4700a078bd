import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  it('prefers the UTF-8 name over the plain one, so accents survive', () => {
    expect(
      downloadFileName(
        `attachment; filename="offres-Helene.csv"; filename*=UTF-8''offres-H%C3%A9l%C3%A8ne.csv`,
        'x.csv',
      ),
    ).toBe('offres-Hélène.csv');
  });

  it('reads the plain name, and falls back without a header or on a broken escape', () => {
    expect(downloadFileName('attachment; filename="offertes-2026-11-25.csv"', 'x.csv')).toBe(
      'offertes-2026-11-25.csv',
    );
    expect(downloadFileName(null, 'x.csv')).toBe('x.csv');
    expect(downloadFileName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'x.csv')).toBe(
      'a.csv',
    );
  });
});
