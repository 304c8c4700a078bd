import type { Catalogue } from '../catalogue';

/** The company picker and the back-office quotation list (spec 01 section 2, issue 10). */
export const quotationList: Catalogue = {
  'companyPicker.placeholder': {
    nl: 'Kies een bedrijf',
    fr: 'Choisir une entreprise',
    en: 'Choose a company',
    de: 'Unternehmen wählen',
  },
  'companyPicker.none': {
    nl: 'Geen bedrijven gevonden',
    fr: 'Aucune entreprise trouvée',
    en: 'No companies found',
    de: 'Keine Unternehmen gefunden',
  },
  'companyPicker.partnerPortal': {
    nl: 'employee should use the partner portal',
    fr: "l'employé doit utiliser le portail partenaire",
    en: 'employee should use the partner portal',
    de: 'Mitarbeiter sollte das Partnerportal nutzen',
  },
  'companyPicker.ownSheet': {
    nl: 'Eigen rekenblad',
    fr: 'Feuille de calcul propre',
    en: 'Own calculation sheet',
    de: 'Eigenes Kalkulationsblatt',
  },
  'companyPicker.fip': { nl: 'FIP-bedrijf', fr: 'Entreprise FIP', en: 'FIP company', de: 'FIP-Unternehmen' },
  'companyPicker.hidden': { nl: 'Verborgen', fr: 'Masquée', en: 'Hidden', de: 'Ausgeblendet' },
};
