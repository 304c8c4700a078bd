import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager';

// Without an i18n instance, t() answers the key.
function renderPager(page: number, total = 100_000) {
  const onChange = vi.fn();
  render(<ListPager page={page} pageSize={10} total={total} maxPage={1000} onChange={onChange} />);
  const box = screen.getByRole('textbox', { name: 'list.page' });
  const type = (value: string) => {
    fireEvent.change(box, { target: { value } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  };
  return { onChange, type, box };
}

describe('ListPager', () => {
  it('goes to the typed page on Enter only', () => {
    const { onChange, box } = renderPager(1);
    fireEvent.change(box, { target: { value: '7' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it("refuses a page below 1 with the spec's message", () => {
    const { onChange, type } = renderPager(3);
    type('0');
    expect(screen.getByRole('alert').textContent).toBe('errors.pageTooLow');
    expect(onChange).not.toHaveBeenCalled();
    type('2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('goes no further than page 1000', () => {
    const { onChange, type, box } = renderPager(1);
    type('5000');
    expect(onChange).toHaveBeenCalledWith(1000);
    expect(box).toHaveProperty('value', '1000');
  });

  it('offers Previous and Next within the pages there are', () => {
    const { onChange } = renderPager(1, 25);
    expect(screen.getByRole('button', { name: /list.previous/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /list.next/ }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('has no Next on the last page', () => {
    renderPager(3, 25);
    expect(screen.getByRole('button', { name: /list.next/ })).toHaveProperty('disabled', true);
  });
});
