import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './message-placeholders';

describe('fillPlaceholders', () => {
  it('replaces every <<name>> with the value of that name', () => {
    expect(
      fillPlaceholders('Offerte <<quotationNumber>> van <<employeeName>> wacht op uw beslissing.', [
        { name: 'employeeName', value: 'An Peeters' },
        { name: 'quotationNumber', value: 'Q000042' },
      ]),
    ).toBe('Offerte Q000042 van An Peeters wacht op uw beslissing.');
  });

  it('fills a placeholder that occurs twice, and tolerates spaces inside the brackets', () => {
    expect(fillPlaceholders('<<a>> en << a >>', [{ name: 'a', value: 'x' }])).toBe('x en x');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('Offerte <<quotationNumber>>', [])).toBe('Offerte <<quotationNumber>>');
  });

  it('inserts values literally, even when they look like placeholders or replacement patterns', () => {
    expect(
      fillPlaceholders('<<a>> <<b>>', [
        { name: 'a', value: '<<b>>' },
        { name: 'b', value: "$& $1 $'" },
      ]),
    ).toBe("<<b>> $& $1 $'");
  });

  it('leaves a text without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('<<')),
        (text) => fillPlaceholders(text, [{ name: 'a', value: 'b' }]) === text,
      ),
    );
  });
});
