import type { Catalogue } from '../catalogue';

/**
 * The employer inbox (/employersportal, spec 03 section 2.6) and the notification messages it
 * shows. A message keeps its <<placeholder>>s: the web fills them from the notification's params.
 * ('inbox.title' and 'inbox.empty' predate this file and live in home.ts.)
 */
export const inbox: Catalogue = {
  'notifications.orderLate': {
    nl: 'De bestelling van offerte <<quotationNumber>> van <<employeeName>> staat al meer dan <<days>> werkdagen in dezelfde status.',
    fr: "La commande de l'offre <<quotationNumber>> de <<employeeName>> est depuis plus de <<days>> jours ouvrables dans le même statut.",
    en: 'The order of quotation <<quotationNumber>> from <<employeeName>> has been in the same status for more than <<days>> working days.',
    de: 'Die Bestellung zum Angebot <<quotationNumber>> von <<employeeName>> ist seit mehr als <<days>> Arbeitstagen im selben Status.',
  },
  'notifications.orderLateEscalated': {
    nl: 'Escalatie: de bestelling van offerte <<quotationNumber>> van <<employeeName>> staat al meer dan <<days>> werkdagen in dezelfde status.',
    fr: "Escalade : la commande de l'offre <<quotationNumber>> de <<employeeName>> est depuis plus de <<days>> jours ouvrables dans le même statut.",
    en: 'Escalation: the order of quotation <<quotationNumber>> from <<employeeName>> has been in the same status for more than <<days>> working days.',
    de: 'Eskalation: Die Bestellung zum Angebot <<quotationNumber>> von <<employeeName>> ist seit mehr als <<days>> Arbeitstagen im selben Status.',
  },
  'notifications.quotationAwaitsDecision': {
    nl: 'Offerte <<quotationNumber>> van <<employeeName>> wacht op uw beslissing.',
    fr: "L'offre <<quotationNumber>> de <<employeeName>> attend votre décision.",
    en: 'Quotation <<quotationNumber>> from <<employeeName>> awaits your decision.',
    de: 'Angebot <<quotationNumber>> von <<employeeName>> wartet auf Ihre Entscheidung.',
  },
  'notifications.quotationNoLongerAwaitsDecision': {
    nl: 'Offerte <<quotationNumber>> van <<employeeName>> wacht niet meer op een beslissing.',
    fr: "L'offre <<quotationNumber>> de <<employeeName>> n'attend plus de décision.",
    en: 'Quotation <<quotationNumber>> from <<employeeName>> no longer awaits a decision.',
    de: 'Angebot <<quotationNumber>> von <<employeeName>> wartet nicht mehr auf eine Entscheidung.',
  },
  'notifications.quotationApproved': {
    nl: 'Offerte <<quotationNumber>> van <<employeeName>> is goedgekeurd.',
    fr: "L'offre <<quotationNumber>> de <<employeeName>> a été approuvée.",
    en: 'Quotation <<quotationNumber>> from <<employeeName>> was approved.',
    de: 'Angebot <<quotationNumber>> von <<employeeName>> wurde genehmigt.',
  },
  'notifications.quotationRefused': {
    nl: 'Offerte <<quotationNumber>> van <<employeeName>> is geweigerd.',
    fr: "L'offre <<quotationNumber>> de <<employeeName>> a été refusée.",
    en: 'Quotation <<quotationNumber>> from <<employeeName>> was refused.',
    de: 'Angebot <<quotationNumber>> von <<employeeName>> wurde abgelehnt.',
  },
  'inbox.unread': { nl: 'Ongelezen', fr: 'Non lu', en: 'Unread', de: 'Ungelesen' },
  'inbox.unreadCount': {
    nl: '{{count}} ongelezen',
    fr: '{{count}} non lu(s)',
    en: '{{count}} unread',
    de: '{{count}} ungelesen',
  },
  'inbox.receivedAt': { nl: 'Ontvangen op', fr: 'Reçu le', en: 'Received on', de: 'Empfangen am' },
  'inbox.readAt': { nl: 'Gelezen op', fr: 'Lu le', en: 'Read on', de: 'Gelesen am' },
  'inbox.selectNotification': {
    nl: 'Kies een melding om ze te lezen',
    fr: 'Choisissez une notification pour la lire',
    en: 'Choose a notification to read it',
    de: 'Wählen Sie eine Benachrichtigung, um sie zu lesen',
  },
  'inbox.markAllRead': {
    nl: 'Alles als gelezen markeren',
    fr: 'Tout marquer comme lu',
    en: 'Mark all as read',
    de: 'Alle als gelesen markieren',
  },
  'inbox.markAllReadFailed': {
    nl: 'De meldingen konden niet als gelezen gemarkeerd worden',
    fr: "Les notifications n'ont pas pu être marquées comme lues",
    en: 'The notifications could not be marked as read',
    de: 'Die Benachrichtigungen konnten nicht als gelesen markiert werden',
  },
  'inbox.consult': { nl: 'Raadplegen', fr: 'Consulter', en: 'Consult', de: 'Ansehen' },
  'inbox.delete': { nl: 'Verwijderen', fr: 'Supprimer', en: 'Delete', de: 'Löschen' },
  'inbox.deleteConfirm': {
    nl: 'Deze melding verwijderen?',
    fr: 'Supprimer cette notification ?',
    en: 'Delete this notification?',
    de: 'Diese Benachrichtigung löschen?',
  },
  'inbox.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'inbox.deleted': {
    nl: 'Melding verwijderd',
    fr: 'Notification supprimée',
    en: 'Notification deleted',
    de: 'Benachrichtigung gelöscht',
  },
  'inbox.deleteFailed': {
    nl: 'De melding kon niet verwijderd worden',
    fr: "La notification n'a pas pu être supprimée",
    en: 'The notification could not be deleted',
    de: 'Die Benachrichtigung konnte nicht gelöscht werden',
  },
  'inbox.loadFailed': {
    nl: 'De meldingen konden niet geladen worden',
    fr: "Les notifications n'ont pas pu être chargées",
    en: 'The notifications could not be loaded',
    de: 'Die Benachrichtigungen konnten nicht geladen werden',
  },
};
