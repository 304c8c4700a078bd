import type { Catalogue } from '../catalogue';

/** The shared list and reference tables: toolbar, header filters, empty state, edit dialog (issue 7). */
export const lists: Catalogue = {
  'list.count_one': {
    nl: '{{count}} resultaat',
    fr: '{{count}} résultat',
    en: '{{count}} result',
    de: '{{count}} Ergebnis',
  },
  'list.count': {
    nl: '{{count}} resultaten',
    fr: '{{count}} résultats',
    en: '{{count}} results',
    de: '{{count}} Ergebnisse',
  },
  'list.countCapped': {
    nl: 'Meer dan {{count}} resultaten',
    fr: 'Plus de {{count}} résultats',
    en: 'More than {{count}} results',
    de: 'Mehr als {{count}} Ergebnisse',
  },
  'list.selected': {
    nl: '{{count}} geselecteerd',
    fr: '{{count}} sélectionné(s)',
    en: '{{count}} selected',
    de: '{{count}} ausgewählt',
  },
  'list.search': { nl: 'Zoeken', fr: 'Rechercher', en: 'Search', de: 'Suchen' },
  'list.reset': { nl: 'RESET', fr: 'RÉINITIALISER', en: 'RESET', de: 'ZURÜCKSETZEN' },
  'list.activeFilters': { nl: 'Filters:', fr: 'Filtres :', en: 'Filters:', de: 'Filter:' },
  // The column settings of a list: which columns show, in which order.
  'list.columns': { nl: 'Kolommen', fr: 'Colonnes', en: 'Columns', de: 'Spalten' },
  'list.columnsDefault': { nl: 'Standaard', fr: 'Par défaut', en: 'Default', de: 'Standard' },
  'list.columnUp': {
    nl: 'Kolom {{column}} naar voren',
    fr: 'Colonne {{column}} vers la gauche',
    en: 'Move column {{column}} left',
    de: 'Spalte {{column}} nach links',
  },
  'list.columnDown': {
    nl: 'Kolom {{column}} naar achteren',
    fr: 'Colonne {{column}} vers la droite',
    en: 'Move column {{column}} right',
    de: 'Spalte {{column}} nach rechts',
  },
  // The value of a yes/no filter's chip.
  'list.yes': { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' },
  'list.no': { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' },
  'list.removeFilter': {
    nl: 'Filter {{filter}} verwijderen',
    fr: 'Retirer le filtre {{filter}}',
    en: 'Remove the filter {{filter}}',
    de: 'Filter {{filter}} entfernen',
  },
  'list.previous': { nl: 'Vorige', fr: 'Précédent', en: 'Previous', de: 'Zurück' },
  'list.next': { nl: 'Volgende', fr: 'Suivant', en: 'Next', de: 'Weiter' },
  'list.page': { nl: 'Pagina', fr: 'Page', en: 'Page', de: 'Seite' },
  // A row's checkbox in a list with bulk actions, {{row}} counting from 1 on the page.
  'list.selectRow': {
    nl: 'Rij {{row}} selecteren',
    fr: 'Sélectionner la ligne {{row}}',
    en: 'Select row {{row}}',
    de: 'Zeile {{row}} auswählen',
  },
  'list.rowSelected': {
    nl: 'Rij {{row}} geselecteerd',
    fr: 'Ligne {{row}} sélectionnée',
    en: 'Row {{row}} selected',
    de: 'Zeile {{row}} ausgewählt',
  },
  'list.selectAll': {
    nl: 'Alles selecteren',
    fr: 'Tout sélectionner',
    en: 'Select all',
    de: 'Alle auswählen',
  },
  'referenceTable.new': { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  'referenceTable.name': { nl: 'Naam', fr: 'Nom', en: 'Name', de: 'Name' },
  'referenceTable.code': { nl: 'Code', fr: 'Code', en: 'Code', de: 'Code' },
  'referenceTable.rename': { nl: 'Bewerken', fr: 'Modifier', en: 'Edit', de: 'Bearbeiten' },
  'referenceTable.delete': { nl: 'Verwijderen', fr: 'Supprimer', en: 'Delete', de: 'Löschen' },
  'referenceTable.deleteConfirm': {
    nl: '{{name}} verwijderen?',
    fr: 'Supprimer {{name}} ?',
    en: 'Delete {{name}}?',
    de: '{{name}} löschen?',
  },
  'referenceTable.save': { nl: 'Opslaan', fr: 'Enregistrer', en: 'Save', de: 'Speichern' },
  'referenceTable.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'referenceTable.required': {
    nl: 'Dit veld is verplicht',
    fr: 'Ce champ est obligatoire',
    en: 'This field is required',
    de: 'Dieses Feld ist erforderlich',
  },
};
