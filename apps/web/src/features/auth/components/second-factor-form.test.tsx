import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { SecondFactorForm } from './second-factor-form';

function renderForm(resendRetryAt: Date | null) {
  render(
    <SecondFactorForm
      factor={{ kinds: ['SMS'], phoneHint: '+32 *** ** 12' }}
      submitting={false}
      resending={false}
      resendRetryAt={resendRetryAt}
      onSubmit={() => {}}
      onResend={() => {}}
      onCancel={() => {}}
    />,
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the resend button of the second sign-in step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers a new code when the server has not asked to wait', () => {
    renderForm(null);
    expect(button('login.resendCode').disabled).toBe(false);
  });

  it('waits, saying so, until the time the server gave, then offers a new code again', () => {
    renderForm(new Date(Date.now() + 45_000));
    expect(button('login.resendCodeIn').disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(button('login.resendCode').disabled).toBe(false);
  });
});
