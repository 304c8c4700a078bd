import type { Catalogue } from '../catalogue';

/** The Taal tab of /settings (spec 03 section 2.2 and 8, Translations; issue 24). */
export const translationsTab: Catalogue = {
  'settings.translations': { nl: 'Taal', fr: 'Langue', en: 'Language', de: 'Sprache' },
  'translations.key': { nl: 'Sleutel', fr: 'Clé', en: 'Key', de: 'Schlüssel' },
  'translations.language': { nl: 'Taal', fr: 'Langue', en: 'Language', de: 'Sprache' },
  'translations.edit': {
    nl: 'Vertaling bewerken',
    fr: 'Modifier la traduction',
    en: 'Edit translation',
    de: 'Übersetzung bearbeiten',
  },
  'translations.save': { nl: 'Opslaan', fr: 'Enregistrer', en: 'Save', de: 'Speichern' },
  'translations.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'translations.saved': {
    nl: 'Succesvol bewaard',
    fr: 'Enregistré avec succès',
    en: 'Saved',
    de: 'Erfolgreich gespeichert',
  },
  'translations.failed': {
    nl: 'Er is iets mis gelopen',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  'translations.loadFailed': {
    nl: 'Er ging iets mis',
    fr: "Quelque chose s'est mal passé",
    en: 'Something went wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  'translations.required': {
    nl: 'Gelieve een tekst in te vullen.',
    fr: 'Veuillez saisir un texte.',
    en: 'Please enter a text.',
    de: 'Bitte geben Sie einen Text ein.',
  },
  'translations.missing': { nl: 'Ontbreekt', fr: 'Manquant', en: 'Missing', de: 'Fehlt' },
  'translations.edited': { nl: 'Aangepast', fr: 'Modifié', en: 'Edited', de: 'Angepasst' },
  'translations.restore': {
    nl: 'Standaardtekst herstellen',
    fr: 'Rétablir le texte standard',
    en: 'Restore the shipped text',
    de: 'Standardtext wiederherstellen',
  },
  'translations.onlyMissing': {
    nl: 'Enkel ontbrekende',
    fr: 'Seulement les manquantes',
    en: 'Only missing',
    de: 'Nur fehlende',
  },
  'translations.empty': {
    nl: 'Geen vertalingen gevonden.',
    fr: 'Aucune traduction trouvée.',
    en: 'No translations found.',
    de: 'Keine Übersetzungen gefunden.',
  },
};
