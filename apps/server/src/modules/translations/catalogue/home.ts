import type { Catalogue } from '../catalogue';

/** The dealer home (/) and the employer portal's inbox (/employersportal). */
export const home: Catalogue = {
  'home.newQuotation': {
    nl: 'Nieuwe offerte',
    fr: 'Nouvelle offre',
    en: 'New quotation',
    de: 'Neues Angebot',
  },
  'home.signedInAs': {
    nl: 'Aangemeld als {{name}} ({{email}})',
    fr: 'Connecté en tant que {{name}} ({{email}})',
    en: 'Signed in as {{name}} ({{email}})',
    de: 'Angemeldet als {{name}} ({{email}})',
  },
  'inbox.title': { nl: 'Inbox', fr: 'Boîte de réception', en: 'Inbox', de: 'Posteingang' },
  'inbox.empty': {
    nl: 'Geen meldingen',
    fr: 'Aucune notification',
    en: 'No notifications',
    de: 'Keine Benachrichtigungen',
  },
};
