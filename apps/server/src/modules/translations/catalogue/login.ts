import type { Catalogue } from '../catalogue';

/** The sign-in page (/login). */
export const login: Catalogue = {
  'login.title': { nl: 'Aanmelden', fr: 'Se connecter', en: 'Sign in', de: 'Anmelden' },
  'login.email': { nl: 'E-mailadres', fr: 'Adresse e-mail', en: 'Email address', de: 'E-Mail-Adresse' },
  'login.emailRequired': {
    nl: 'Vul je e-mailadres in',
    fr: 'Veuillez saisir votre adresse e-mail',
    en: 'Please enter your email address',
    de: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  },
  'login.emailInvalid': {
    nl: 'Ongeldig e-mailadres',
    fr: 'Adresse e-mail invalide',
    en: 'Invalid email address',
    de: 'Ungültige E-Mail-Adresse',
  },
  'login.password': { nl: 'Wachtwoord', fr: 'Mot de passe', en: 'Password', de: 'Passwort' },
  'login.passwordRequired': {
    nl: 'Vul je wachtwoord in',
    fr: 'Veuillez saisir votre mot de passe',
    en: 'Please enter your password',
    de: 'Bitte geben Sie Ihr Passwort ein',
  },
  'login.submit': { nl: 'Aanmelden', fr: 'Se connecter', en: 'Sign in', de: 'Anmelden' },
  'login.signedIn': {
    nl: 'Je bent aangemeld. Even geduld…',
    fr: 'Vous êtes connecté. Un instant…',
    en: 'You are signed in. One moment…',
    de: 'Sie sind angemeldet. Einen Moment…',
  },
  'login.secondFactorRequired': {
    nl: 'Dit account vraagt een tweede verificatiestap via sms.',
    fr: 'Ce compte exige une deuxième étape de vérification par SMS.',
    en: 'This account requires a second verification step by text message.',
    de: 'Dieses Konto erfordert einen zweiten Bestätigungsschritt per SMS.',
  },
  'login.secondFactorUnavailable': {
    nl: 'Aanmelden met een sms-code is in deze versie niet mogelijk. Neem contact op met support.',
    fr: "La connexion avec un code SMS n'est pas possible dans cette version. Veuillez contacter le support.",
    en: 'Signing in with a text message code is not possible in this version. Please contact support.',
    de: 'Die Anmeldung mit einem SMS-Code ist in dieser Version nicht möglich. Bitte wenden Sie sich an den Support.',
  },
  'login.employeeQuestion': {
    nl: 'Ben je werknemer?',
    fr: 'Vous êtes employé ?',
    en: 'Are you an employee?',
    de: 'Sind Sie Mitarbeiter?',
  },
  'login.employeeAccess': {
    nl: 'Maak zelf je berekening',
    fr: 'Faites votre propre calcul',
    en: 'Make your own calculation',
    de: 'Erstellen Sie Ihre eigene Berechnung',
  },
};
