/**
 * A company linked to a partner integration (the spec's kpmg_integration_partner) has its
 * employees served by the partner's portal: no employee and no quotation is started for it
 * here (PARTNER_PORTAL_COMPANY), and the company picker shows it disabled with that hint.
 */
export function usesPartnerPortal(company: { partner_integration: string | null | undefined }): boolean {
  return (company.partner_integration?.trim() ?? '') !== '';
}
