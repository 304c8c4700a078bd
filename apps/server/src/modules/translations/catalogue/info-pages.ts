import type { Catalogue } from '../catalogue';

/** The info pages (spec 03 section 2.7): their titles, the sub-navigation and the editor. */
export const infoPages: Catalogue = {
  'infoPages.title.info': {
    nl: 'Info voor dealers',
    fr: 'Infos pour les revendeurs',
    en: 'Dealer info',
    de: 'Händlerinfo',
  },
  'infoPages.title.info-end-of-lease': {
    nl: 'Inname einde lease',
    fr: 'Reprise en fin de leasing',
    en: 'End-of-lease intake',
    de: 'Rücknahme bei Leasingende',
  },
  'infoPages.title.info-damage': {
    nl: 'Schade en verzekering',
    fr: 'Dommages et assurance',
    en: 'Damage and insurance',
    de: 'Schäden und Versicherung',
  },
  'infoPages.title.contact': { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
  'infoPages.navigation': { nl: 'Infopagina’s', fr: "Pages d'info", en: 'Info pages', de: 'Infoseiten' },
  'infoPages.edit': { nl: 'Bewerken', fr: 'Modifier', en: 'Edit', de: 'Bearbeiten' },
  'infoPages.editTitle': {
    nl: 'Infopagina bewerken: {{title}}',
    fr: "Modifier la page d'info : {{title}}",
    en: 'Edit info page: {{title}}',
    de: 'Infoseite bearbeiten: {{title}}',
  },
  'infoPages.language': { nl: 'Taal', fr: 'Langue', en: 'Language', de: 'Sprache' },
  'infoPages.language.nl': { nl: 'Nederlands', fr: 'Néerlandais', en: 'Dutch', de: 'Niederländisch' },
  'infoPages.language.fr': { nl: 'Frans', fr: 'Français', en: 'French', de: 'Französisch' },
  'infoPages.content': { nl: 'Inhoud', fr: 'Contenu', en: 'Content', de: 'Inhalt' },
  'infoPages.save': { nl: 'Opslaan', fr: 'Enregistrer', en: 'Save', de: 'Speichern' },
  'infoPages.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'infoPages.saved': {
    nl: 'Wijzigingen opgeslagen!',
    fr: 'Modifications enregistrées !',
    en: 'Changes saved!',
    de: 'Änderungen gespeichert!',
  },
  'infoPages.leaveConfirm': {
    nl: 'Er zijn niet-opgeslagen wijzigingen. Toch sluiten?',
    fr: 'Des modifications ne sont pas enregistrées. Fermer quand même ?',
    en: 'There are unsaved changes. Close anyway?',
    de: 'Es gibt ungespeicherte Änderungen. Trotzdem schließen?',
  },
  'infoPages.loadFailed': {
    nl: 'Er ging iets mis',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  'infoPages.editorTable': {
    nl: 'Tabel invoegen',
    fr: 'Insérer un tableau',
    en: 'Insert table',
    de: 'Tabelle einfügen',
  },
  'infoPages.editorAddRow': {
    nl: 'Rij toevoegen',
    fr: 'Ajouter une ligne',
    en: 'Add row',
    de: 'Zeile hinzufügen',
  },
  'infoPages.editorDeleteRow': {
    nl: 'Rij verwijderen',
    fr: 'Supprimer la ligne',
    en: 'Delete row',
    de: 'Zeile löschen',
  },
  'audit.tables.info_pages': { nl: 'Infopagina’s', fr: "Pages d'info", en: 'Info pages', de: 'Infoseiten' },
};
