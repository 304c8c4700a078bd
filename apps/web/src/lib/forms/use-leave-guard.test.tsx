import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Editor({ dirty, confirm }: { dirty: boolean; confirm: (leave: () => void) => void }) {
  useLeaveGuard(dirty, confirm);
  return <Link to="/elsewhere">away</Link>;
}

function renderEditor(dirty: boolean, confirm: (leave: () => void) => void) {
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<Editor dirty={dirty} confirm={confirm} />} />
        <Route path="/elsewhere" element={<p>arrived</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLeaveGuard', () => {
  it('lets an in-app link through when nothing changed', () => {
    const confirm = vi.fn();
    renderEditor(false, confirm);
    fireEvent.click(screen.getByText('away'));
    expect(screen.getByText('arrived')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('holds an in-app link while there are changes, and follows it once confirmed', async () => {
    let leave: (() => void) | undefined;
    renderEditor(true, (go) => (leave = go));
    fireEvent.click(screen.getByText('away'));
    expect(screen.queryByText('arrived')).toBeNull();
    act(() => leave!());
    expect(await screen.findByText('arrived')).toBeTruthy();
  });

  it('asks the browser before unloading while there are changes', () => {
    renderEditor(true, () => {});
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
