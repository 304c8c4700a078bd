import type { CompanyTreeNodeFieldsFragment } from '../generated/graphql';

export type CompanyNode = CompanyTreeNodeFieldsFragment;
export type CompanyBranch = CompanyNode & { children: CompanyBranch[] };

/** The hierarchy from the flat list; a company whose parent is not in the list is a root. */
export function buildCompanyTree(companies: readonly CompanyNode[]): CompanyBranch[] {
  const branches = new Map(
    companies.map((company) => [company.id, { ...company, children: [] as CompanyBranch[] }]),
  );
  const roots: CompanyBranch[] = [];
  for (const branch of branches.values()) {
    const parent = branch.company_parent_fk === null ? undefined : branches.get(branch.company_parent_fk);
    (parent ? parent.children : roots).push(branch);
  }
  return roots;
}

/** Whether a typed search matches the company's name, or in the settings variant its invoice target. */
export function companyMatches(company: CompanyNode, search: string, invoiceTarget: boolean): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return false;
  const texts = invoiceTarget ? [company.name, company.invoice_target_name] : [company.name];
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The text cut into the parts that match the search (any case) and those that do not. */
export function highlightParts(text: string, search: string): { text: string; match: boolean }[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLocaleLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
