import type { Catalogue } from '../catalogue';

/**
 * The employer portal's quotation list and its export (spec 03 section 2.6). The columns it
 * shares with the back-office list (number, employee, company, status, date) use the
 * `quotationList.*` texts; the export's header row reads the same keys in the user's language.
 */
export const employerQuotations: Catalogue = {
  'employerQuotations.contractEndStatus': {
    nl: 'Status contracteinde',
    fr: 'Statut fin de contrat',
    en: 'Contract end status',
    de: 'Status Vertragsende',
  },
  'contractEndStatus.DAMAGE': { nl: 'Schade', fr: 'Dommage', en: 'Damage', de: 'Schaden' },
  'contractEndStatus.TAKEOVER': { nl: 'Overname', fr: 'Reprise', en: 'Takeover', de: 'Übernahme' },
  'contractEndStatus.RETURN': { nl: 'Teruggave', fr: 'Restitution', en: 'Return', de: 'Rückgabe' },
  'employerQuotations.licenseNumber': {
    nl: 'Nummerplaat',
    fr: "Plaque d'immatriculation",
    en: 'Licence number',
    de: 'Kennzeichen',
  },
  'employerQuotations.costCenter': {
    nl: 'Kostenplaats',
    fr: 'Centre de coûts',
    en: 'Cost centre',
    de: 'Kostenstelle',
  },
  'employerQuotations.startDate': {
    nl: 'Startdatum',
    fr: 'Date de début',
    en: 'Start date',
    de: 'Startdatum',
  },
  'employerQuotations.endDate': { nl: 'Einddatum', fr: 'Date de fin', en: 'End date', de: 'Enddatum' },
  'employerQuotations.leaseAmountVat': {
    nl: 'Leasebedrag incl. btw',
    fr: 'Montant du leasing TVAC',
    en: 'Lease amount incl. VAT',
    de: 'Leasingbetrag inkl. MwSt.',
  },
  'employerQuotations.approved': { nl: 'Goedgekeurd', fr: 'Approuvé', en: 'Approved', de: 'Genehmigt' },
  'employerQuotations.refused': { nl: 'Geweigerd', fr: 'Refusé', en: 'Refused', de: 'Abgelehnt' },
  // The chip of a list opened on one quotation (the inbox's "Raadplegen").
  'employerQuotations.quotation': { nl: 'Offerte', fr: 'Offre', en: 'Quotation', de: 'Angebot' },
  'employerQuotations.reason': { nl: 'Reden', fr: 'Motif', en: 'Reason', de: 'Grund' },
  // The export's file name before its date: a name, no extension or path.
  'employerQuotations.exportFileName': { nl: 'offertes', fr: 'offres', en: 'quotations', de: 'angebote' },
  'employerQuotations.empty': {
    nl: 'Geen quotations gevonden volgens de ingestelde filters',
    fr: 'Aucune offre trouvée selon les filtres définis',
    en: 'No quotations found for the filters set',
    de: 'Keine Angebote für die gesetzten Filter gefunden',
  },
  'employerQuotations.allStatuses': {
    nl: 'Alle statussen',
    fr: 'Tous les statuts',
    en: 'All statuses',
    de: 'Alle Status',
  },
  'employerQuotations.allCompanies': {
    nl: 'Alle bedrijven',
    fr: 'Toutes les entreprises',
    en: 'All companies',
    de: 'Alle Unternehmen',
  },
  'employerQuotations.bikeType': { nl: 'Type fiets', fr: 'Type de vélo', en: 'Bike type', de: 'Fahrradtyp' },
  'employerQuotations.allBikeTypes': {
    nl: 'Alle fietstypes',
    fr: 'Tous les types de vélo',
    en: 'All bike types',
    de: 'Alle Fahrradtypen',
  },
  'employerQuotations.endMonth': { nl: 'Eindmaand', fr: 'Mois de fin', en: 'End month', de: 'Endmonat' },
  'employerQuotations.export': { nl: 'Exporteren', fr: 'Exporter', en: 'Export', de: 'Exportieren' },
  'employerQuotations.exportProgress': {
    nl: '{{rows}} rijen ontvangen ({{size}})',
    fr: '{{rows}} lignes reçues ({{size}})',
    en: '{{rows}} rows received ({{size}})',
    de: '{{rows}} Zeilen empfangen ({{size}})',
  },
  'employerQuotations.exportDone': {
    nl: 'Export klaar: {{rows}} rijen',
    fr: 'Export terminé : {{rows}} lignes',
    en: 'Export ready: {{rows}} rows',
    de: 'Export fertig: {{rows}} Zeilen',
  },
  'employerQuotations.exportFailed': {
    nl: 'Er ging iets mis',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
};
