import type { Catalogue } from '../catalogue';

/**
 * Ageing per order status (issue 30, beyond the spec): the settings tab with each status's
 * limit, the quotation list's age and late filter, and the overview's "since" and "late from".
 */
export const orderAgeing: Catalogue = {
  'settings.orderStatusAgeing': { nl: 'Termijnen', fr: 'Délais', en: 'Time limits', de: 'Fristen' },
  'ageing.intro': {
    nl: 'Hoe lang een order in een status mag blijven voor ze te laat is, in werkdagen (Belgische feestdagen tellen niet mee), en wie dan verwittigd wordt.',
    fr: "Combien de temps un ordre peut rester dans un statut avant d'être en retard, en jours ouvrables (les jours fériés belges ne comptent pas), et qui est alors averti.",
    en: 'How long an order may stay in a status before it is late, in working days (Belgian public holidays do not count), and who is told then.',
    de: 'Wie lange ein Auftrag in einem Status bleiben darf, bevor er verspätet ist, in Arbeitstagen (belgische Feiertage zählen nicht), und wer dann benachrichtigt wird.',
  },
  'ageing.status': { nl: 'Status', fr: 'Statut', en: 'Status', de: 'Status' },
  'ageing.lateAfter': { nl: 'Te laat na', fr: 'En retard après', en: 'Late after', de: 'Verspätet nach' },
  'ageing.escalateAfter': {
    nl: 'Escalatie na',
    fr: 'Escalade après',
    en: 'Escalation after',
    de: 'Eskalation nach',
  },
  'ageing.escalateHelp': {
    nl: 'Optioneel: een tweede melding aan de backoffice.',
    fr: 'Facultatif : un second avis au back-office.',
    en: 'Optional: a second notice to the back office.',
    de: 'Optional: eine zweite Meldung an das Backoffice.',
  },
  'ageing.workingDaysHelp': {
    nl: 'Werkdagen: zaterdag, zondag en Belgische feestdagen tellen niet mee.',
    fr: 'Jours ouvrables : samedi, dimanche et jours fériés belges ne comptent pas.',
    en: 'Working days: Saturdays, Sundays and Belgian public holidays do not count.',
    de: 'Arbeitstage: Samstage, Sonntage und belgische Feiertage zählen nicht.',
  },
  'ageing.days': { nl: 'werkdagen', fr: 'jours ouvrables', en: 'working days', de: 'Arbeitstage' },
  'ageing.workingDays_one': {
    nl: '{{count}} werkdag',
    fr: '{{count}} jour ouvrable',
    en: '{{count}} working day',
    de: '{{count}} Arbeitstag',
  },
  'ageing.workingDays_other': {
    nl: '{{count}} werkdagen',
    fr: '{{count}} jours ouvrables',
    en: '{{count}} working days',
    de: '{{count}} Arbeitstage',
  },
  'ageing.whoIsTold': {
    nl: 'Wie wordt verwittigd',
    fr: 'Qui est averti',
    en: 'Who is told',
    de: 'Wer benachrichtigt wird',
  },
  'ageing.dealer': { nl: 'Dealer', fr: 'Revendeur', en: 'Dealer', de: 'Händler' },
  'ageing.decisionMakers': { nl: 'Beslissers', fr: 'Décideurs', en: 'Decision makers', de: 'Entscheider' },
  'ageing.backOffice': { nl: 'Backoffice', fr: 'Back-office', en: 'Back office', de: 'Backoffice' },
  'ageing.editTitle': {
    nl: 'Termijn voor {{status}}',
    fr: 'Délai pour {{status}}',
    en: 'Time limit for {{status}}',
    de: 'Frist für {{status}}',
  },
  'ageing.set': { nl: 'Termijn instellen', fr: 'Fixer un délai', en: 'Set a limit', de: 'Frist festlegen' },
  'ageing.edit': { nl: 'Bewerken', fr: 'Modifier', en: 'Edit', de: 'Bearbeiten' },
  'ageing.save': { nl: 'Opslaan', fr: 'Enregistrer', en: 'Save', de: 'Speichern' },
  'ageing.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'ageing.remove': {
    nl: 'Termijn verwijderen',
    fr: 'Supprimer le délai',
    en: 'Remove the limit',
    de: 'Frist entfernen',
  },
  'ageing.removeConfirm': {
    nl: 'Termijn verwijderen? Orders in deze status zijn dan niet meer te laat.',
    fr: 'Supprimer le délai ? Les ordres dans ce statut ne seront plus en retard.',
    en: 'Remove the limit? Orders in this status are then no longer late.',
    de: 'Frist entfernen? Aufträge in diesem Status sind dann nicht mehr verspätet.',
  },
  'ageing.saved': {
    nl: 'Termijn opgeslagen',
    fr: 'Délai enregistré',
    en: 'Limit saved',
    de: 'Frist gespeichert',
  },
  'ageing.removed': {
    nl: 'Termijn verwijderd',
    fr: 'Délai supprimé',
    en: 'Limit removed',
    de: 'Frist entfernt',
  },
  'ageing.loadFailed': {
    nl: 'De termijnen konden niet geladen worden.',
    fr: 'Les délais n’ont pas pu être chargés.',
    en: 'The limits could not be loaded.',
    de: 'Die Fristen konnten nicht geladen werden.',
  },
  'ageing.late': { nl: 'Te laat', fr: 'En retard', en: 'Late', de: 'Verspätet' },
  'ageing.since': {
    nl: 'In deze status sinds {{since}}',
    fr: 'Dans ce statut depuis le {{since}}',
    en: 'In this status since {{since}}',
    de: 'In diesem Status seit {{since}}',
  },
  'ageing.sinceUntil': {
    nl: 'In deze status sinds {{since}}, te laat vanaf {{lateFrom}}',
    fr: 'Dans ce statut depuis le {{since}}, en retard à partir du {{lateFrom}}',
    en: 'In this status since {{since}}, late from {{lateFrom}}',
    de: 'In diesem Status seit {{since}}, verspätet ab {{lateFrom}}',
  },
  'quotationList.statusAge': {
    nl: 'In status',
    fr: 'Dans le statut',
    en: 'In status',
    de: 'Im Status',
  },
  'quotationList.lateOnly': {
    nl: 'Enkel te laat',
    fr: 'En retard seulement',
    en: 'Late only',
    de: 'Nur verspätet',
  },
  'quotationOverview.statusSince': {
    nl: 'In status sinds',
    fr: 'Dans le statut depuis',
    en: 'In status since',
    de: 'Im Status seit',
  },
  'quotationOverview.lateFrom': {
    nl: 'Te laat vanaf',
    fr: 'En retard dès',
    en: 'Late from',
    de: 'Verspätet ab',
  },
  'quotationOverview.noLimit': {
    nl: 'Geen termijn voor deze status',
    fr: 'Pas de délai pour ce statut',
    en: 'No limit for this status',
    de: 'Keine Frist für diesen Status',
  },
};
