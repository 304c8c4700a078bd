import { act, render, screen } from '@testing-library/react';
import { Input, Modal, theme } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntDesignRoot } from './ant-design-root';

/** The system's "reduce motion" setting as the page reads it, and a way to change it. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        media: query,
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && state.reduce;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    state.reduce = next;
    for (const listener of listeners) listener();
  };
}

function Motion() {
  return <output aria-label="motion">{String(theme.useToken().token.motion)}</output>;
}

function renderInRoot(page: React.ReactNode) {
  render(
    <MemoryRouter>
      <Routes>
        <Route element={<AntDesignRoot />}>
          <Route index element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AntDesignRoot', () => {
  it("stops Ant Design's motion while the system asks for less, and starts it again", () => {
    const setReduce = systemMotion(true);
    renderInRoot(<Motion />);
    expect(screen.getByLabelText('motion').textContent).toBe('false');
    act(() => setReduce(false));
    expect(screen.getByLabelText('motion').textContent).toBe('true');
  });

  it("gives the focus to a dialog's autoFocus field without an opening animation", () => {
    systemMotion(true);
    renderInRoot(
      <Modal open title="Kostenplaats">
        <Input aria-label="Naam" autoFocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Naam'));
  });
});
