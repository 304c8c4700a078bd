import type { Catalogue } from '../catalogue';

/** The employers portal's cost centres page (/employersportal/costcenters, spec 03 sections 2.6 and 8). */
export const costCenters: Catalogue = {
  'costCenters.title': {
    nl: 'Kostenplaatsen',
    fr: 'Centres de coûts',
    en: 'Cost centres',
    de: 'Kostenstellen',
  },
  'costCenters.company': { nl: 'Bedrijf', fr: 'Entreprise', en: 'Company', de: 'Unternehmen' },
  'costCenters.updated': {
    nl: 'Kostenplaats bijgewerkt',
    fr: 'Centre de coûts mis à jour',
    en: 'Cost centre updated',
    de: 'Kostenstelle aktualisiert',
  },
  'costCenters.updateFailed': {
    nl: 'Kan kostenplaats niet bijwerken',
    fr: 'Impossible de mettre à jour le centre de coûts',
    en: 'Cannot update the cost centre',
    de: 'Kostenstelle kann nicht aktualisiert werden',
  },
  'costCenters.created': {
    nl: 'Kostenplaats aangemaakt',
    fr: 'Centre de coûts créé',
    en: 'Cost centre created',
    de: 'Kostenstelle angelegt',
  },
  'costCenters.createFailed': {
    nl: 'Kan kostenplaats niet aanmaken',
    fr: 'Impossible de créer le centre de coûts',
    en: 'Cannot create the cost centre',
    de: 'Kostenstelle kann nicht angelegt werden',
  },
  'costCenters.noCompany': {
    nl: 'Geen bedrijf geselecteerd',
    fr: 'Aucune entreprise sélectionnée',
    en: 'No company selected',
    de: 'Kein Unternehmen ausgewählt',
  },
  'costCenters.deleted': {
    nl: 'Kostenplaats verwijderd',
    fr: 'Centre de coûts supprimé',
    en: 'Cost centre deleted',
    de: 'Kostenstelle gelöscht',
  },
  'costCenters.deleteFailed': {
    nl: 'Kan kostenplaats niet verwijderen',
    fr: 'Impossible de supprimer le centre de coûts',
    en: 'Cannot delete the cost centre',
    de: 'Kostenstelle kann nicht gelöscht werden',
  },
};
