import type { Catalogue } from '../catalogue';

/** The quotation cards of an employee (spec 02 "Quotations of an employee"). */
export const quotationCards = {
  'quotationCards.pageTitle': {
    nl: 'Offertes van de werknemer',
    fr: "Offres de l'employé",
    en: "The employee's quotations",
    de: 'Angebote des Mitarbeiters',
  },
  'quotationCards.activeOnly': {
    nl: 'Enkel actieve offertes',
    fr: 'Offres actives uniquement',
    en: 'Active quotations only',
    de: 'Nur aktive Angebote',
  },
  'quotationCards.empty': {
    nl: 'Geen offertes gevonden',
    fr: 'Aucune offre trouvée',
    en: 'No quotations found',
    de: 'Keine Angebote gefunden',
  },
  'quotationCards.active': { nl: 'Actief', fr: 'Active', en: 'Active', de: 'Aktiv' },
  'quotationCards.duplicate': { nl: 'Dupliceren', fr: 'Dupliquer', en: 'Duplicate', de: 'Duplizieren' },
  'quotationCards.duplicated': {
    nl: 'Offerte gedupliceerd',
    fr: 'Offre dupliquée',
    en: 'Quotation duplicated',
    de: 'Angebot dupliziert',
  },
  'quotationCards.pdf': { nl: 'PDF', fr: 'PDF', en: 'PDF', de: 'PDF' },
  'quotationCards.newQuotation': {
    nl: 'Nieuwe offerte',
    fr: 'Nouvelle offre',
    en: 'New quotation',
    de: 'Neues Angebot',
  },
  'quotationCards.signedOnline': {
    nl: 'Online getekend',
    fr: 'Signé en ligne',
    en: 'Signed online',
    de: 'Online unterschrieben',
  },
  'quotationCards.test': { nl: 'Test', fr: 'Test', en: 'Test', de: 'Test' },
  'quotationCards.salarySwap': {
    nl: 'Brutoloonruil',
    fr: 'Échange de salaire brut',
    en: 'Gross salary swap',
    de: 'Bruttoentgeltumwandlung',
  },
  'quotationCards.leaseAmountVat': {
    nl: 'Leasebedrag incl. btw',
    fr: 'Montant du leasing TVAC',
    en: 'Lease amount incl. VAT',
    de: 'Leasingrate inkl. MwSt.',
  },
  'quotationCards.requestLicensePlate': {
    nl: 'Nummerplaat aanvragen',
    fr: "Demander la plaque d'immatriculation",
    en: 'Request number plate',
    de: 'Kennzeichen beantragen',
  },
  'quotationCards.completeBikeInfo': {
    nl: 'Fietsgegevens aanvullen',
    fr: 'Compléter les données du vélo',
    en: 'Complete bike info',
    de: 'Fahrraddaten ergänzen',
  },
  'quotationCards.bikeInfoComplete': {
    nl: 'De fietsgegevens zijn volledig',
    fr: 'Les données du vélo sont complètes',
    en: 'The bike info is complete',
    de: 'Die Fahrraddaten sind vollständig',
  },
  'quotationCards.retryUpload': {
    nl: 'Opnieuw proberen',
    fr: 'Réessayer',
    en: 'Retry',
    de: 'Erneut versuchen',
  },
  'quotationCards.retried': {
    nl: 'Bestelling teruggezet naar getekend',
    fr: 'Commande remise à signée',
    en: 'Order reset to signed',
    de: 'Bestellung auf unterschrieben zurückgesetzt',
  },
  'quotationCards.openOverview': {
    nl: 'Beheren in de back office',
    fr: 'Gérer dans le back-office',
    en: 'Manage in the back office',
    de: 'Im Backoffice verwalten',
  },
} satisfies Catalogue;
