import type { Catalogue } from '../catalogue';

/** The bike panel and edit-bike form of the quotation overview (spec 01 section 5). */
export const bike: Catalogue = {
  'bike.title': { nl: 'Fiets', fr: 'Vélo', en: 'Bike', de: 'Fahrrad' },
  'bike.type': { nl: 'Type fiets', fr: 'Type de vélo', en: 'Bike type', de: 'Fahrradtyp' },
  'bike.brand': { nl: 'Merk', fr: 'Marque', en: 'Brand', de: 'Marke' },
  'bike.model': { nl: 'Model', fr: 'Modèle', en: 'Model', de: 'Modell' },
  'bike.keyNumber1': {
    nl: 'Sleutelnummer 1',
    fr: 'Numéro de clé 1',
    en: 'Key number 1',
    de: 'Schlüsselnummer 1',
  },
  'bike.keyNumber2': {
    nl: 'Sleutelnummer 2',
    fr: 'Numéro de clé 2',
    en: 'Key number 2',
    de: 'Schlüsselnummer 2',
  },
  'bike.frameNumber': { nl: 'Framenummer', fr: 'Numéro de cadre', en: 'Frame number', de: 'Rahmennummer' },
  'bike.stickerNumber': {
    nl: 'Stickernummer',
    fr: "Numéro d'autocollant",
    en: 'Sticker number',
    de: 'Aufklebernummer',
  },
  'bike.stickerMaxLength': {
    nl: 'Maximaal {{max}} tekens',
    fr: '{{max}} caractères maximum',
    en: 'At most {{max}} characters',
    de: 'Höchstens {{max}} Zeichen',
  },
  'bike.licensePlate': {
    nl: 'Nummerplaat',
    fr: "Plaque d'immatriculation",
    en: 'Licence plate',
    de: 'Kennzeichen',
  },
  'bike.batteryNumber': {
    nl: 'Batterijnummer',
    fr: 'Numéro de batterie',
    en: 'Battery number',
    de: 'Akkunummer',
  },
  'bike.controlNumber': {
    nl: 'Controlenummer',
    fr: 'Numéro de contrôle',
    en: 'Control number',
    de: 'Kontrollnummer',
  },
  'bike.x12Reference': {
    nl: 'Referentienummer (vak X12)',
    fr: 'Numéro de référence (case X12)',
    en: 'Reference number (box X12)',
    de: 'Referenznummer (Feld X12)',
  },
  'bike.servicePass': { nl: 'Servicepas', fr: "Pass d'entretien", en: 'Service pass', de: 'Servicepass' },
  'bike.comment': { nl: 'Opmerking', fr: 'Remarque', en: 'Comment', de: 'Bemerkung' },
  'bike.edit': { nl: 'Fiets wijzigen', fr: 'Modifier le vélo', en: 'Edit bike', de: 'Fahrrad bearbeiten' },
  'bike.editTitle': {
    nl: 'Fietsgegevens wijzigen',
    fr: 'Modifier les données du vélo',
    en: 'Edit bike details',
    de: 'Fahrraddaten bearbeiten',
  },
  'bike.save': { nl: 'Opslaan', fr: 'Enregistrer', en: 'Save', de: 'Speichern' },
  'bike.cancel': { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel', de: 'Abbrechen' },
  'bike.noOrder': {
    nl: 'De fietsgegevens kunnen ingevuld worden zodra de offerte uitgevoerd is.',
    fr: 'Les données du vélo peuvent être saisies une fois le devis exécuté.',
    en: 'The bike details can be filled in once the quotation is executed.',
    de: 'Die Fahrraddaten können eingegeben werden, sobald das Angebot ausgeführt ist.',
  },
  'bike.modified': {
    nl: 'Offerte gewijzigd',
    fr: 'Devis modifié',
    en: 'Quotation modified',
    de: 'Angebot geändert',
  },
  'bike.earliestDeliveryTitle': {
    nl: 'Vroegste leverdatum',
    fr: 'Date de livraison au plus tôt',
    en: 'Earliest delivery date',
    de: 'Frühestes Lieferdatum',
  },
  'bike.earliestDeliveryText': {
    nl: 'Deze fiets mag pas vanaf {{date}} geleverd worden.',
    fr: "Ce vélo ne peut être livré qu'à partir du {{date}}.",
    en: 'This bike may be delivered only from {{date}}.',
    de: 'Dieses Fahrrad darf erst ab dem {{date}} geliefert werden.',
  },
};
