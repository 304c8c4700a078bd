import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { useId, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
import { Flex, Tag, theme, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { COMPANY_PICKER_LOGO_LIMIT } from '@spokes/domain/limits';
import { CompanyTreeDocument, EmployerCompaniesDocument } from './company-tree.generated';
import {
  buildCompanyTree,
  companyMatches,
  highlightParts,
  type CompanyBranch,
  type CompanyNode,
} from './company-tree';

type PickerOptions = {
  /** The settings variant: the search also matches the invoice target's name, which is shown. */
  searchInvoiceTarget?: boolean;
  /** Where an employee must not be started here (new quotation): partner companies are disabled. */
  disablePartnerCompanies?: boolean;
  value?: number | null;
  onChange?: (companyId: number | null) => void;
  placeholder?: string;
  /** The name a screen reader says where no form label names the picker. */
  ariaLabel?: string;
  id?: string;
  /** Focus on arrival, where picking a company is what the screen is for (the dealer home). */
  autoFocus?: boolean;
  style?: CSSProperties;
};

export type CompanyPickerProps = PickerOptions & {
  /** Hidden companies too; the server honours it for super users only. */
  includeHidden?: boolean;
};

type PickerItem = {
  value: number;
  label: string;
  disabled: boolean;
  children: PickerItem[];
};

function toItems(branches: CompanyBranch[], disablePartners: boolean): PickerItem[] {
  return branches.map((branch) => ({
    value: branch.id,
    label: branch.name,
    disabled: disablePartners && usesPartnerPortal(branch),
    children: toItems(branch.children, disablePartners),
  }));
}

/**
 * The list the picker's input names with `aria-owns`/`aria-controls` (`<id>_list`): the select
 * underneath names it, but the tree it shows has no element of that id. The tree's scrolling
 * list is focusable, so a keyboard can reach and scroll it (the input's arrow keys move the
 * active company as before).
 */
function PickerList({ id, menu }: { id: string; menu: ReactElement }) {
  const focusable = (element: HTMLDivElement | null) => {
    const holder = element?.querySelector('.ant-select-tree-list-holder');
    // Inside the tree a focusable child must be a group (of the tree's items).
    holder?.setAttribute('role', 'group');
    holder?.setAttribute('tabindex', '0');
  };
  return (
    <div id={`${id}_list`} ref={focusable}>
      {menu}
    </div>
  );
}

function Highlighted({ text, search }: { text: string; search: string }) {
  const { token } = theme.useToken();
  return highlightParts(text, search).map((part, index) =>
    part.match ? (
      <mark key={index} style={{ background: token.colorWarningBg, color: 'inherit', padding: 0 }}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

type TreeKey = string | number;

/**
 * Which companies are open. While a search is typed every company is (the filtered tree shows the
 * paths to the matches), until the user opens or closes one. Ant Design works this out when the
 * search changes only, from the companies it has then: a dealer who typed before the tree arrived
 * got the matches' parents closed.
 */
function useSearchExpansion(companies: readonly CompanyNode[], search: string) {
  const [browsed, setBrowsed] = useState<TreeKey[]>([]);
  const [searched, setSearched] = useState<{ search: string; keys: TreeKey[] } | null>(null);
  const everyCompany = useMemo(() => companies.map((company) => company.id), [companies]);
  if (!search) return { keys: browsed, onExpand: setBrowsed };
  return {
    keys: searched?.search === search ? searched.keys : everyCompany,
    onExpand: (keys: TreeKey[]) => setSearched({ search, keys }),
  };
}

/**
 * The searchable company tree of spec 01 section 2 for companies already loaded: matches
 * highlighted with the path to them expanded, logos while no more than 99 companies are listed,
 * S and FIP badges, partner companies disabled with the spec's hint.
 */
export function CompanyTreeSelect({
  companies,
  loading,
  searchInvoiceTarget = false,
  disablePartnerCompanies = false,
  value,
  onChange,
  placeholder,
  ariaLabel,
  id,
  autoFocus,
  style,
}: PickerOptions & { companies: readonly CompanyNode[]; loading?: boolean }) {
  const { t } = useTranslation();
  const generatedId = useId();
  const pickerId = id ?? `company-picker${generatedId.replace(/:/g, '')}`;
  const [search, setSearch] = useState('');
  const expansion = useSearchExpansion(companies, search);
  const items = useMemo(
    () => toItems(buildCompanyTree(companies), disablePartnerCompanies),
    [companies, disablePartnerCompanies],
  );
  const byId = useMemo(() => new Map(companies.map((company) => [company.id, company])), [companies]);
  const listed = useMemo(
    () =>
      search.trim()
        ? companies.filter((company) => companyMatches(company, search, searchInvoiceTarget)).length
        : companies.length,
    [companies, search, searchInvoiceTarget],
  );
  const showLogos = listed <= COMPANY_PICKER_LOGO_LIMIT;
  // Ant Design also renders the chosen value's title with a node of its own (value and label,
  // no company): the company is looked up by id so both render.
  const title = (item: PickerItem) => {
    const company = byId.get(item.value);
    if (!company) return item.label;
    return (
      <Flex gap={4} align="center" wrap data-testid={`company-${item.value}`}>
        {showLogos && company.logo_url && (
          <img src={company.logo_url} alt="" width={16} height={16} style={{ objectFit: 'contain' }} />
        )}
        <span>
          <Highlighted text={item.label} search={search} />
        </span>
        {company.own_calculation_sheet && (
          <Tag color="blue" title={t('companyPicker.ownSheet')} style={{ marginInlineEnd: 0 }}>
            S
          </Tag>
        )}
        {company.fip && (
          <Tag color="purple" title={t('companyPicker.fip')} style={{ marginInlineEnd: 0 }}>
            FIP
          </Tag>
        )}
        {company.hide && <Tag style={{ marginInlineEnd: 0 }}>{t('companyPicker.hidden')}</Tag>}
        {searchInvoiceTarget && (
          <Typography.Text type="secondary">
            <Highlighted text={company.invoice_target_name} search={search} />
          </Typography.Text>
        )}
        {item.disabled && (
          <Typography.Text type="secondary">{t('companyPicker.partnerPortal')}</Typography.Text>
        )}
      </Flex>
    );
  };
  return (
    <TreeSelect<number | null, PickerItem>
      id={pickerId}
      autoFocus={autoFocus}
      popupRender={(menu) => <PickerList id={pickerId} menu={menu} />}
      aria-label={ariaLabel}
      style={style}
      treeData={items}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      treeNodeLabelProp="label"
      treeExpandedKeys={expansion.keys}
      onTreeExpand={expansion.onExpand}
      treeTitleRender={title}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        filterTreeNode: (_input, node) => {
          const company = byId.get(node.value as number);
          return company !== undefined && companyMatches(company, search, searchInvoiceTarget);
        },
      }}
      allowClear
      loading={loading}
      placeholder={placeholder ?? t('companyPicker.placeholder')}
      notFoundContent={t('companyPicker.none')}
      popupMatchSelectWidth={false}
      listHeight={360}
    />
  );
}

/** The company picker fed by the server's `companyTree` for the viewer's scope. */
export function CompanyPicker({ includeHidden = false, ...options }: CompanyPickerProps) {
  const [{ data, fetching }] = useQuery({
    query: CompanyTreeDocument,
    variables: { include_hidden: includeHidden },
  });
  return <CompanyTreeSelect {...options} companies={data?.companyTree ?? []} loading={fetching} />;
}

/** The employers portal's companies (`employerCompanies`): the employer's and the ones below them; a super user's every one. */
export function useEmployerCompanies(): { companies: readonly CompanyNode[]; fetching: boolean } {
  const [{ data, fetching }] = useQuery({ query: EmployerCompaniesDocument });
  return { companies: data?.employerCompanies ?? [], fetching };
}

/** The employers portal's company picker: the employer's companies with the ones below them as a tree. */
export function EmployerCompanyPicker(props: PickerOptions) {
  const { companies, fetching } = useEmployerCompanies();
  return <CompanyTreeSelect {...props} companies={companies} loading={fetching} />;
}
