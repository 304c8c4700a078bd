import type { Catalogue } from '../catalogue';

/** Employee self-service, /employee-access (spec 03 sections 2.5 and 8). */
export const selfService: Catalogue = {
  'selfService.title': {
    nl: 'Bereken je bedrijfsfiets',
    fr: 'Calculez votre vélo de société',
    en: 'Calculate your company bike',
    de: 'Berechnen Sie Ihr Dienstfahrrad',
  },
  'selfService.intro': {
    nl: 'Vul de access code in die je van je werkgever kreeg.',
    fr: "Saisissez le code d'accès reçu de votre employeur.",
    en: 'Enter the access code you received from your employer.',
    de: 'Geben Sie den Zugangscode ein, den Sie von Ihrem Arbeitgeber erhalten haben.',
  },
  'selfService.accessCode': { nl: 'Access code', fr: "Code d'accès", en: 'Access code', de: 'Zugangscode' },
  'selfService.validate': { nl: 'Valideer', fr: 'Valider', en: 'Validate', de: 'Bestätigen' },
  'selfService.backToLogin': {
    nl: 'Terug naar aanmelden',
    fr: 'Retour à la connexion',
    en: 'Back to sign-in',
    de: 'Zurück zur Anmeldung',
  },
  'selfService.otherCode': {
    nl: 'Andere access code',
    fr: "Autre code d'accès",
    en: 'Other access code',
    de: 'Anderer Zugangscode',
  },
  'selfService.bike': { nl: 'Je fiets', fr: 'Votre vélo', en: 'Your bike', de: 'Ihr Fahrrad' },
  'selfService.you': { nl: 'Over jou', fr: 'Vous', en: 'About you', de: 'Über Sie' },
  'selfService.dealer': {
    nl: 'Fietsenwinkel',
    fr: 'Magasin de vélos',
    en: 'Bike shop',
    de: 'Fahrradgeschäft',
  },
  'selfService.dealerPlaceholder': {
    nl: 'Zoek op postcode, gemeente of naam',
    fr: 'Rechercher par code postal, commune ou nom',
    en: 'Search by postcode, town or name',
    de: 'Nach Postleitzahl, Ort oder Name suchen',
  },
  'selfService.statute': { nl: 'Statuut', fr: 'Statut', en: 'Statute', de: 'Status' },
  'selfService.name': { nl: 'Naam', fr: 'Nom', en: 'Name', de: 'Name' },
  'selfService.email': { nl: 'E-mail', fr: 'E-mail', en: 'E-mail', de: 'E-Mail' },
  'selfService.calculate': { nl: 'Bereken', fr: 'Calculer', en: 'Calculate', de: 'Berechnen' },
  'selfService.notStored': {
    nl: 'Dit is een simulatie: er wordt niets bewaard. De dealer maakt je offerte op.',
    fr: "Ceci est une simulation : rien n'est enregistré. Le revendeur établit votre offre.",
    en: 'This is a simulation: nothing is stored. The dealer draws up your quotation.',
    de: 'Dies ist eine Simulation: Es wird nichts gespeichert. Der Händler erstellt Ihr Angebot.',
  },
  'selfService.edit': {
    nl: 'Gegevens aanpassen',
    fr: 'Modifier les données',
    en: 'Change the details',
    de: 'Angaben ändern',
  },
  'selfService.sendTitle': {
    nl: 'Simulatie mailen',
    fr: 'Envoyer la simulation',
    en: 'Mail the simulation',
    de: 'Simulation mailen',
  },
  'selfService.sendToEmployee': {
    nl: 'Naar mij ({{email}})',
    fr: 'À moi ({{email}})',
    en: 'To me ({{email}})',
    de: 'An mich ({{email}})',
  },
  'selfService.sendToDealer': {
    nl: 'Naar de dealer ({{dealer}})',
    fr: 'Au revendeur ({{dealer}})',
    en: 'To the dealer ({{dealer}})',
    de: 'An den Händler ({{dealer}})',
  },
  'selfService.send': { nl: 'Verstuur', fr: 'Envoyer', en: 'Send', de: 'Senden' },
  'selfService.mailSent': {
    nl: 'De mail is succesvol verzonden.',
    fr: "L'e-mail a bien été envoyé.",
    en: 'The mail was sent successfully.',
    de: 'Die E-Mail wurde erfolgreich gesendet.',
  },
  'selfService.mailFailed': {
    nl: 'Er was een probleem tijdens het verzenden van de email...',
    fr: "Un problème est survenu lors de l'envoi de l'e-mail...",
    en: 'There was a problem sending the e-mail...',
    de: 'Beim Senden der E-Mail ist ein Problem aufgetreten...',
  },
};
