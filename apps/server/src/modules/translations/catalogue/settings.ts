import type { Catalogue } from '../catalogue';

/** /settings and the tabs built so far (spec 03 section 2.2); the tab names are the spec's. */
export const settings: Catalogue = {
  'settings.title': { nl: 'Instellingen', fr: 'Paramètres', en: 'Settings', de: 'Einstellungen' },
  'settings.orderLogTypes': {
    nl: 'Orderlogtypes',
    fr: "Types de journal d'ordre",
    en: 'Order log types',
    de: 'Auftragsprotokolltypen',
  },
  'settings.bikeTypes': { nl: 'Fiets types', fr: 'Types de vélo', en: 'Bike types', de: 'Fahrradtypen' },
  'settings.orderStatuses': {
    nl: 'Order statusen',
    fr: "Statuts d'ordre",
    en: 'Order statuses',
    de: 'Auftragsstatus',
  },
  'settings.webhookAttempts': {
    nl: 'Webhookpogingen',
    fr: 'Tentatives de webhook',
    en: 'Webhook attempts',
    de: 'Webhook-Versuche',
  },
  'settings.index': { nl: 'Index', fr: 'Index', en: 'Index', de: 'Index' },
  'settings.indexUp': { nl: 'Vooruit', fr: 'En avant', en: 'Forward', de: 'Vorwärts' },
  'settings.indexDown': { nl: 'Achteruit', fr: 'En arrière', en: 'Backward', de: 'Rückwärts' },
  'webhooks.date': { nl: 'Datum', fr: 'Date', en: 'Date', de: 'Datum' },
  'webhooks.quotationNumber': {
    nl: 'Offertenummer',
    fr: 'Numéro de devis',
    en: 'Quotation number',
    de: 'Angebotsnummer',
  },
  'webhooks.searchQuotationNumber': {
    nl: 'Zoek op offertenummer',
    fr: 'Rechercher par numéro de devis',
    en: 'Search by quotation number',
    de: 'Nach Angebotsnummer suchen',
  },
  'webhooks.url': { nl: 'URL', fr: 'URL', en: 'URL', de: 'URL' },
  'webhooks.result': { nl: 'Resultaat', fr: 'Résultat', en: 'Result', de: 'Ergebnis' },
  'webhooks.noAnswer': { nl: 'Geen antwoord', fr: 'Pas de réponse', en: 'No answer', de: 'Keine Antwort' },
  'webhooks.response': { nl: 'Antwoord', fr: 'Réponse', en: 'Response', de: 'Antwort' },
  'webhooks.data': { nl: 'Verstuurde data', fr: 'Données envoyées', en: 'Data sent', de: 'Gesendete Daten' },
  'webhooks.retrigger': { nl: 'Opnieuw versturen', fr: 'Renvoyer', en: 'Send again', de: 'Erneut senden' },
  'webhooks.refresh': { nl: 'Vernieuwen', fr: 'Actualiser', en: 'Refresh', de: 'Aktualisieren' },
  'webhooks.loadFailed': {
    nl: 'De webhook attempts konden niet geladen worden',
    fr: 'Impossible de charger les tentatives de webhook',
    en: 'Could not load the webhook attempts',
    de: 'Die Webhook-Versuche konnten nicht geladen werden',
  },
  'webhooks.empty': {
    nl: 'Geen webhook attempts gevonden volgens de ingestelde filters',
    fr: 'Aucune tentative de webhook trouvée pour ces filtres',
    en: 'No webhook attempts found for these filters',
    de: 'Keine Webhook-Versuche für diese Filter gefunden',
  },
};
