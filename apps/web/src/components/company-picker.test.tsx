import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompanyTreeSelect } from './company-picker';
import type { CompanyNode } from './company-tree';

function company(values: Partial<CompanyNode> & Pick<CompanyNode, 'id' | 'name'>): CompanyNode {
  return {
    company_parent_fk: null,
    hide: false,
    fip: false,
    own_calculation_sheet: false,
    partner_integration: null,
    invoice_target_name: 'Axus',
    logo_url: `/files/companies/${values.id}/logo?v=${values.id}.png`,
    ...values,
  };
}

const companies = [
  company({ id: 1, name: 'Holding Noord', fip: true }),
  company({ id: 2, name: 'Bakkerij Noord', company_parent_fk: 1, own_calculation_sheet: true }),
  company({ id: 3, name: 'Slagerij Zuid', company_parent_fk: 2, invoice_target_name: 'Lease Partner' }),
  company({ id: 4, name: 'Partner bv', partner_integration: 'KPMG' }),
  // Its parent (hidden) is not in the list: it stands as a root.
  company({ id: 5, name: 'Wees nv', company_parent_fk: 99 }),
];

// Without an i18n instance, t() answers the key.
function open(props: Partial<Parameters<typeof CompanyTreeSelect>[0]> = {}) {
  const onChange = vi.fn();
  render(<CompanyTreeSelect companies={companies} onChange={onChange} {...props} />);
  const input = screen.getByRole('combobox');
  fireEvent.mouseDown(input);
  const search = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onChange, search };
}

const row = (id: number) => document.querySelector(`[data-testid="company-${id}"]`);

const logoOf = (id: number) => row(id)?.querySelector('img')?.getAttribute('src');

describe('CompanyTreeSelect', () => {
  it('shows logos while 99 companies or fewer are listed, and none above', () => {
    const many = Array.from({ length: 100 }, (_, i) => company({ id: 100 + i, name: `Firma ${100 + i}` }));
    render(<CompanyTreeSelect companies={many} />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    expect(row(100)).toBeTruthy();
    expect(logoOf(100)).toBeUndefined();
    // 'Firma 10' matches Firma 100 to 109: ten listed.
    fireEvent.change(input, { target: { value: 'Firma 10' } });
    expect(logoOf(100)).toBe('/files/companies/100/logo?v=100.png');
  });

  it('leaves out a logo the company does not have', () => {
    render(<CompanyTreeSelect companies={[company({ id: 7, name: 'Zonder logo', logo_url: null })]} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(row(7)).toBeTruthy();
    expect(logoOf(7)).toBeUndefined();
  });

  it('shows the roots with their badges, a company with a missing parent among them', () => {
    open();
    expect(row(1)?.textContent).toContain('FIP');
    expect(row(5)).toBeTruthy();
    expect(row(2)).toBeNull();
  });

  it('highlights a match deep in the tree and expands the path to it', () => {
    const { search } = open();
    search('slager');
    const match = row(3)!;
    expect(within(match as HTMLElement).getByText('Slager').tagName).toBe('MARK');
    expect(row(2)?.textContent).toContain('S');
    expect(row(1)).toBeTruthy();
    expect(row(4)).toBeNull();
  });

  it('expands the path to a match typed before the companies arrived', () => {
    const { rerender } = render(<CompanyTreeSelect companies={[]} />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'slager' } });
    rerender(<CompanyTreeSelect companies={companies} />);
    expect(row(3)).toBeTruthy();
  });

  it('closes a branch of the search results when asked, and opens every one for the next search', () => {
    const { search } = open();
    search('noord');
    expect(row(2)).toBeTruthy();
    fireEvent.click(
      row(1)!.closest('.ant-select-tree-treenode')!.querySelector('.ant-select-tree-switcher')!,
    );
    expect(row(2)).toBeNull();
    search('slager');
    expect(row(3)).toBeTruthy();
  });

  it('searches the invoice target name only in the settings variant', () => {
    const { search } = open();
    search('lease partner');
    expect(row(3)).toBeNull();
    render(<CompanyTreeSelect companies={companies} searchInvoiceTarget />);
    const settings = screen.getAllByRole('combobox')[1];
    fireEvent.mouseDown(settings);
    fireEvent.change(settings, { target: { value: 'lease partner' } });
    expect(row(3)?.querySelector('mark')?.textContent).toBe('Lease Partner');
  });

  it('disables a partner company with the hint and does not pick it', () => {
    const { onChange } = open({ disablePartnerCompanies: true });
    expect(row(4)?.textContent).toContain('companyPicker.partnerPortal');
    fireEvent.click(screen.getByText('Partner bv'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Wees nv'));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('leaves a partner company selectable where the caller does not disable it', () => {
    const { onChange } = open();
    expect(row(4)?.textContent).not.toContain('companyPicker.partnerPortal');
    fireEvent.click(screen.getByText('Partner bv'));
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
