import type { Catalogue } from '../catalogue';

/** The dealer top bar, its user menu and the employer portal side menu (spec 02 section 2). */
export const menu: Catalogue = {
  'menu.myQuotations': { nl: 'Mijn offertes', fr: 'Mes offres', en: 'My quotations', de: 'Meine Angebote' },
  'menu.quotations': { nl: 'Offertes', fr: 'Offres', en: 'Quotations', de: 'Angebote' },
  'menu.info': { nl: 'Info', fr: 'Info', en: 'Info', de: 'Info' },
  'menu.contact': { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
  'menu.myAccount': { nl: 'Mijn account', fr: 'Mon compte', en: 'My account', de: 'Mein Konto' },
  'menu.userManagement': {
    nl: 'Gebruikersbeheer',
    fr: 'Gestion des utilisateurs',
    en: 'User management',
    de: 'Benutzerverwaltung',
  },
  'menu.dealerInfo': { nl: 'Dealerinfo', fr: 'Infos revendeur', en: 'Dealer info', de: 'Händlerinfo' },
  'menu.employees': { nl: 'Werknemers', fr: 'Employés', en: 'Employees', de: 'Mitarbeiter' },
  'menu.settings': { nl: 'Instellingen', fr: 'Paramètres', en: 'Settings', de: 'Einstellungen' },
  'menu.employersPortal': {
    nl: 'Werkgeversportaal',
    fr: 'Portail employeur',
    en: 'Employer portal',
    de: 'Arbeitgeberportal',
  },
  'menu.servicePassManagement': {
    nl: 'Service Pass Beheer',
    fr: 'Gestion des Service Pass',
    en: 'Service pass management',
    de: 'Service-Pass-Verwaltung',
  },
  'menu.numberPlateTool': {
    nl: 'Nummerplaten',
    fr: "Plaques d'immatriculation",
    en: 'Number plate tool',
    de: 'Kennzeichen',
  },
  'menu.inbox': { nl: 'Inbox', fr: 'Boîte de réception', en: 'Inbox', de: 'Posteingang' },
  'menu.allQuotations': {
    nl: 'Alle offertes',
    fr: 'Toutes les offres',
    en: 'All quotations',
    de: 'Alle Angebote',
  },
  'menu.costcenters': {
    nl: 'Kostenplaatsen',
    fr: 'Centres de coûts',
    en: 'Cost centres',
    de: 'Kostenstellen',
  },
  'menu.dashboard': { nl: 'Dashboard', fr: 'Tableau de bord', en: 'Dashboard', de: 'Dashboard' },
  'menu.backOffice': { nl: 'Backoffice', fr: 'Back-office', en: 'Back office', de: 'Backoffice' },
  'menu.dealerPortal': {
    nl: 'Dealerportaal',
    fr: 'Portail revendeur',
    en: 'Dealer portal',
    de: 'Händlerportal',
  },
  'menu.signOut': { nl: 'Afmelden', fr: 'Se déconnecter', en: 'Log out', de: 'Abmelden' },
};
