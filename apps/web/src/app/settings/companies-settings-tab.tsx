import { CompaniesTab } from '../../features/companies/components/companies-tab';
import { CompanySheetSection } from '../../features/calculation/components/company-sheet-section';

/**
 * The Bedrijven tab: the companies feature's modal with the calculation feature's sheet section
 * in its General tab. Features do not import each other; the settings page puts them together.
 */
export function CompaniesSettingsTab() {
  return <CompaniesTab sheetSection={(companyId) => <CompanySheetSection companyId={companyId} />} />;
}
