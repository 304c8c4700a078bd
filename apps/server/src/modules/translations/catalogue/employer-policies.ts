import type { Catalogue } from '../catalogue';

/** Employer policies and delegates (issue 30): what the server writes and what the screens name. */
export const employerPolicies: Catalogue = {
  'employerPolicies.approvedByPolicy': {
    nl: 'Goedgekeurd volgens het beleid van {{company}}',
    fr: 'Approuvé selon la politique de {{company}}',
    en: 'Approved under the policy of {{company}}',
    de: 'Genehmigt gemäß der Richtlinie von {{company}}',
  },
  'employerPolicies.policyOf': {
    nl: 'Beleid {{company}}',
    fr: 'Politique {{company}}',
    en: 'Policy {{company}}',
    de: 'Richtlinie {{company}}',
  },
  'employerPolicies.decidedFor': {
    nl: '{{name}} namens {{for}}',
    fr: '{{name}} au nom de {{for}}',
    en: '{{name}} for {{for}}',
    de: '{{name}} im Auftrag von {{for}}',
  },
  'employerPolicies.misfit.bikeTypeNotAllowed': {
    nl: 'Fietstype {{bikeType}} is niet toegestaan',
    fr: "Le type de vélo {{bikeType}} n'est pas autorisé",
    en: 'Bike type {{bikeType}} is not allowed',
    de: 'Fahrradtyp {{bikeType}} ist nicht erlaubt',
  },
  'employerPolicies.misfit.bikeValueAboveMax': {
    nl: 'Waarde fiets {{value}} is hoger dan het maximum {{max}}',
    fr: 'La valeur du vélo {{value}} dépasse le maximum de {{max}}',
    en: 'Bike value {{value}} is above the maximum of {{max}}',
    de: 'Fahrradwert {{value}} liegt über dem Höchstbetrag von {{max}}',
  },
  'employerPolicies.misfit.monthlyLeaseAboveMax': {
    nl: 'Leasebedrag per maand {{value}} is hoger dan het maximum {{max}}',
    fr: 'Le loyer mensuel {{value}} dépasse le maximum de {{max}}',
    en: 'Monthly lease {{value}} is above the maximum of {{max}}',
    de: 'Monatliche Leasingrate {{value}} liegt über dem Höchstbetrag von {{max}}',
  },
  'employerPolicies.outcome.approve': {
    nl: 'Wordt automatisch goedgekeurd bij verzenden naar de beslisser',
    fr: "Sera approuvé automatiquement à l'envoi au décideur",
    en: 'Will be approved automatically when sent to the decider',
    de: 'Wird beim Senden an den Entscheider automatisch genehmigt',
  },
  'employerPolicies.outcome.refuse': {
    nl: 'Wordt automatisch geweigerd bij verzenden naar de beslisser',
    fr: "Sera refusé automatiquement à l'envoi au décideur",
    en: 'Will be refused automatically when sent to the decider',
    de: 'Wird beim Senden an den Entscheider automatisch abgelehnt',
  },
  'employerPolicies.outcome.ask': {
    nl: 'De werkgever beslist',
    fr: "L'employeur décide",
    en: 'The employer decides',
    de: 'Der Arbeitgeber entscheidet',
  },
};
