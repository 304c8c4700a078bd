import type { Catalogue } from '../catalogue';

/**
 * The Webhooks tab (beyond the spec's tab list: managing the webhooks themselves and a test call)
 * and the Webhook attempts tab's texts that spec 03 section 8 words ('Ok', 'Niet ok', the
 * re-trigger toasts). The spec's Dutch is kept word for word; the rest follows its tone.
 */
export const webhookSettings: Catalogue = {
  'settings.webhooks': { nl: 'Webhooks', fr: 'Webhooks', en: 'Webhooks', de: 'Webhooks' },
  'webhooks.resultOk': { nl: 'Ok', fr: 'Ok', en: 'Ok', de: 'Ok' },
  'webhooks.resultNotOk': { nl: 'Niet ok', fr: 'Pas ok', en: 'Not ok', de: 'Nicht ok' },
  'webhooks.acceptedHint': {
    nl: 'Aanvaard door de ontvanger: niet opnieuw verstuurd, maar enkel 200 is ok',
    fr: 'Accepté par le destinataire : pas renvoyé, mais seul 200 est ok',
    en: 'Accepted by the receiver: not sent again, but only 200 is ok',
    de: 'Vom Empfänger angenommen: nicht erneut gesendet, aber nur 200 ist ok',
  },
  'webhooks.retriggering': {
    nl: 'Opnieuw triggeren...',
    fr: 'Nouveau déclenchement...',
    en: 'Triggering again...',
    de: 'Erneut auslösen...',
  },
  'webhooks.retriggerDone': {
    nl: 'Webhook opnieuw getriggerd!',
    fr: 'Webhook déclenché à nouveau !',
    en: 'Webhook triggered again!',
    de: 'Webhook erneut ausgelöst!',
  },
  'webhooks.retriggerError': {
    nl: 'Er ging iets mis...',
    fr: "Quelque chose s'est mal passé...",
    en: 'Something went wrong...',
    de: 'Etwas ist schiefgelaufen...',
  },
  'webhookSettings.invoiceTarget': {
    nl: 'Facturatiepartij',
    fr: 'Partie facturée',
    en: 'Invoice target',
    de: 'Rechnungsempfänger',
  },
  'webhookSettings.allInvoiceTargets': {
    nl: 'Alle facturatiepartijen',
    fr: 'Toutes les parties facturées',
    en: 'All invoice targets',
    de: 'Alle Rechnungsempfänger',
  },
  'webhookSettings.url': { nl: 'URL', fr: 'URL', en: 'URL', de: 'URL' },
  'webhookSettings.format': { nl: 'Formaat', fr: 'Format', en: 'Format', de: 'Format' },
  'webhookSettings.filter': {
    nl: 'Orderstatussen',
    fr: "Statuts d'ordre",
    en: 'Order statuses',
    de: 'Auftragsstatus',
  },
  'webhookSettings.filterHelp': {
    nl: 'De webhook wordt opgeroepen wanneer een order een van deze statussen krijgt. Leeg: alle statussen behalve Test.',
    fr: "Le webhook est appelé quand un ordre prend l'un de ces statuts. Vide : tous les statuts sauf Test.",
    en: 'The webhook is called when an order reaches one of these statuses. Empty: every status except Test.',
    de: 'Der Webhook wird aufgerufen, wenn ein Auftrag einen dieser Status erreicht. Leer: alle Status außer Test.',
  },
  'webhookSettings.allStatuses': {
    nl: 'Alle behalve Test',
    fr: 'Tous sauf Test',
    en: 'All but Test',
    de: 'Alle außer Test',
  },
  'webhookSettings.unknownStatus': {
    nl: 'Onbekende status: komt nooit overeen',
    fr: 'Statut inconnu : ne correspond jamais',
    en: 'Unknown status: never matches',
    de: 'Unbekannter Status: trifft nie zu',
  },
  'webhookSettings.dealStatus': {
    nl: 'Dealstatus',
    fr: 'Statut du deal',
    en: 'Deal status',
    de: 'Deal-Status',
  },
  'webhookSettings.dealStatusHelp': {
    nl: 'Enkel orders met deze dealstatus. Leeg: elke dealstatus.',
    fr: 'Seulement les ordres avec ce statut de deal. Vide : tout statut.',
    en: 'Only orders in this deal status. Empty: any deal status.',
    de: 'Nur Aufträge mit diesem Deal-Status. Leer: jeder Deal-Status.',
  },
  'webhookSettings.anyDealStatus': { nl: 'Elke', fr: 'Tous', en: 'Any', de: 'Jeder' },
  'webhookSettings.new': { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  'webhookSettings.newTitle': {
    nl: 'Nieuwe webhook',
    fr: 'Nouveau webhook',
    en: 'New webhook',
    de: 'Neuer Webhook',
  },
  'webhookSettings.editTitle': {
    nl: 'Webhook bewerken',
    fr: 'Modifier le webhook',
    en: 'Edit webhook',
    de: 'Webhook bearbeiten',
  },
  'webhookSettings.edit': { nl: 'Bewerken', fr: 'Modifier', en: 'Edit', de: 'Bearbeiten' },
  'webhookSettings.save': { nl: 'Opslaan', fr: 'Enregistrer', en: 'Save', de: 'Speichern' },
  'webhookSettings.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'webhookSettings.delete': { nl: 'Verwijderen', fr: 'Supprimer', en: 'Delete', de: 'Löschen' },
  'webhookSettings.deleteConfirm': {
    nl: 'Deze webhook verwijderen? De pogingen blijven bewaard.',
    fr: 'Supprimer ce webhook ? Les tentatives sont conservées.',
    en: 'Delete this webhook? Its attempts are kept.',
    de: 'Diesen Webhook löschen? Die Versuche bleiben erhalten.',
  },
  'webhookSettings.changed': {
    nl: 'Wijzigingen doorgevoerd!',
    fr: 'Modifications effectuées !',
    en: 'Changes applied!',
    de: 'Änderungen übernommen!',
  },
  'webhookSettings.failed': {
    nl: 'Er ging iets mis...',
    fr: "Quelque chose s'est mal passé...",
    en: 'Something went wrong...',
    de: 'Etwas ist schiefgelaufen...',
  },
  'webhookSettings.loadFailed': {
    nl: 'Er ging iets mis',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  'webhookSettings.empty': {
    nl: 'Geen webhooks gevonden',
    fr: 'Aucun webhook trouvé',
    en: 'No webhooks found',
    de: 'Keine Webhooks gefunden',
  },
  'webhookSettings.sendTest': {
    nl: 'Testbericht versturen',
    fr: 'Envoyer un événement de test',
    en: 'Send a test event',
    de: 'Testereignis senden',
  },
  'webhookSettings.testTitle': {
    nl: 'Antwoord op het testbericht',
    fr: "Réponse à l'événement de test",
    en: 'Answer to the test event',
    de: 'Antwort auf das Testereignis',
  },
  'webhookSettings.testStatus': {
    nl: 'Statuscode',
    fr: 'Code de statut',
    en: 'Status code',
    de: 'Statuscode',
  },
  'webhookSettings.testDuration': { nl: 'Duur', fr: 'Durée', en: 'Duration', de: 'Dauer' },
  'webhookSettings.testDurationMs': {
    nl: '{{ms}} ms',
    fr: '{{ms}} ms',
    en: '{{ms}} ms',
    de: '{{ms}} ms',
  },
  'webhookSettings.testResponse': { nl: 'Antwoord', fr: 'Réponse', en: 'Response', de: 'Antwort' },
  'webhookSettings.testNoAnswer': {
    nl: 'Geen antwoord',
    fr: 'Pas de réponse',
    en: 'No answer',
    de: 'Keine Antwort',
  },
  'webhookSettings.testNotRecorded': {
    nl: 'Een testbericht wordt niet bewaard bij de webhookpogingen.',
    fr: "Un événement de test n'est pas enregistré parmi les tentatives.",
    en: 'A test event is not recorded among the webhook attempts.',
    de: 'Ein Testereignis wird nicht bei den Webhook-Versuchen gespeichert.',
  },
  'webhookSettings.testFailed': {
    nl: 'Het testbericht kon niet verstuurd worden',
    fr: "L'événement de test n'a pas pu être envoyé",
    en: 'The test event could not be sent',
    de: 'Das Testereignis konnte nicht gesendet werden',
  },
};
