import { describe, expect, it } from 'vitest';
import {
  isWebhookAttemptAccepted,
  isWebhookAttemptOk,
  webhookAttemptResult,
  validateWebhookFilter,
  validateWebhookUrl,
  webhookFilterCodes,
  webhookFilterMatches,
} from './webhooks';

describe('webhook rules', () => {
  it('counts only status 200 as OK', () => {
    expect(isWebhookAttemptOk(200)).toBe(true);
    for (const code of [201, 204, 301, 500, null, undefined]) expect(isWebhookAttemptOk(code)).toBe(false);
  });

  it('ends a delivery on any 2xx, while the list still calls only 200 OK', () => {
    for (const code of [200, 201, 204, 299]) expect(isWebhookAttemptAccepted(code)).toBe(true);
    for (const code of [199, 300, 301, 404, 500, null, undefined])
      expect(isWebhookAttemptAccepted(code)).toBe(false);
    expect([200, 201, 204, 500, null].map(webhookAttemptResult)).toEqual([
      'ok',
      'accepted',
      'accepted',
      'failed',
      'failed',
    ]);
  });

  it('matches every status but test orders when the filter is empty', () => {
    for (const filter of [null, undefined, '', ' , ']) {
      expect(webhookFilterMatches(filter, 'DELIVERED')).toBe(true);
      expect(webhookFilterMatches(filter, 'TESTPURPOSES')).toBe(false);
    }
  });

  it('matches only the listed order status codes, in any case and spacing', () => {
    expect(webhookFilterMatches('approved, Delivered', 'DELIVERED')).toBe(true);
    expect(webhookFilterMatches('approved, Delivered', 'APPROVED')).toBe(true);
    expect(webhookFilterMatches('approved, Delivered', 'SIGNED')).toBe(false);
    expect(webhookFilterMatches('TESTPURPOSES', 'TESTPURPOSES')).toBe(true);
  });

  it('matches nothing when the filter names no known status', () => {
    expect(webhookFilterMatches('SHIPPED', 'DELIVERED')).toBe(false);
  });
});

describe('webhook settings', () => {
  it('accepts only absolute http and https urls', () => {
    expect(validateWebhookUrl(' https://hooks.example.be/x?y=1 ')).toEqual({
      ok: true,
      value: 'https://hooks.example.be/x?y=1',
    });
    expect(validateWebhookUrl('http://127.0.0.1:8080/in').ok).toBe(true);
    expect(validateWebhookUrl('')).toEqual({ ok: false, error: 'REQUIRED' });
    for (const url of [
      'ftp://example.be',
      'hooks.example.be',
      'javascript:alert(1)',
      'https://a b.be',
      'mailto:x@y.be',
    ])
      expect([url, validateWebhookUrl(url)]).toEqual([url, { ok: false, error: 'WEBHOOK_URL_INVALID' }]);
  });

  it('normalises a filter to known status codes, each once, and empty to null', () => {
    expect(validateWebhookFilter(' approved,DELIVERED, approved ')).toEqual({
      ok: true,
      value: 'APPROVED, DELIVERED',
    });
    expect(validateWebhookFilter(' , ')).toEqual({ ok: true, value: null });
    expect(validateWebhookFilter('APPROVED, SHIPPED')).toEqual({
      ok: false,
      error: 'WEBHOOK_FILTER_INVALID',
    });
    expect(webhookFilterCodes('a, b,,c')).toEqual(['A', 'B', 'C']);
  });
});
