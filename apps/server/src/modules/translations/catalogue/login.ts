import type { Catalogue } from '../catalogue';

/** The sign-in page (/login), with its second-factor step. */
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
  'login.showPassword': {
    nl: 'Wachtwoord tonen',
    fr: 'Afficher le mot de passe',
    en: 'Show password',
    de: 'Passwort anzeigen',
  },
  'login.hidePassword': {
    nl: 'Wachtwoord verbergen',
    fr: 'Masquer le mot de passe',
    en: 'Hide password',
    de: 'Passwort verbergen',
  },
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
  'login.forgotPassword': {
    nl: 'Wachtwoord vergeten?',
    fr: 'Mot de passe oublié ?',
    en: 'Forgot your password?',
    de: 'Passwort vergessen?',
  },
  'login.backToSignIn': {
    nl: 'Terug naar aanmelden',
    fr: 'Retour à la connexion',
    en: 'Back to sign in',
    de: 'Zurück zur Anmeldung',
  },
  'login.secondFactorTitle': {
    nl: 'Verificatiecode',
    fr: 'Code de vérification',
    en: 'Verification code',
    de: 'Bestätigungscode',
  },
  'login.codeSent': {
    nl: 'Code verstuurd naar {{phone}}. Vul hem hieronder in.',
    fr: 'Code envoyé au {{phone}}. Saisissez-le ci-dessous.',
    en: 'Code sent to {{phone}}. Enter it below.',
    de: 'Code an {{phone}} gesendet. Geben Sie ihn unten ein.',
  },
  'login.codeSentOrAuthenticator': {
    nl: 'Code verstuurd naar {{phone}}. Vul hem hieronder in, of gebruik de code uit je authenticator-app.',
    fr: "Code envoyé au {{phone}}. Saisissez-le ci-dessous, ou utilisez le code de votre application d'authentification.",
    en: 'Code sent to {{phone}}. Enter it below, or use the code from your authenticator app.',
    de: 'Code an {{phone}} gesendet. Geben Sie ihn unten ein oder verwenden Sie den Code aus Ihrer Authenticator-App.',
  },
  'login.enterAuthenticatorCode': {
    nl: 'Vul de code in die je authenticator-app toont.',
    fr: "Saisissez le code affiché par votre application d'authentification.",
    en: 'Enter the code shown by your authenticator app.',
    de: 'Geben Sie den Code ein, den Ihre Authenticator-App anzeigt.',
  },
  'login.code': { nl: 'Code', fr: 'Code', en: 'Code', de: 'Code' },
  'login.codeRequired': {
    nl: 'Vul de code in',
    fr: 'Veuillez saisir le code',
    en: 'Please enter the code',
    de: 'Bitte geben Sie den Code ein',
  },
  'login.verifyCode': { nl: 'Bevestigen', fr: 'Confirmer', en: 'Confirm', de: 'Bestätigen' },
  'login.resendCode': {
    nl: 'Nieuwe code versturen',
    fr: 'Renvoyer un code',
    en: 'Send a new code',
    de: 'Neuen Code senden',
  },
  'login.codeResent': {
    nl: 'Er werd een nieuwe code verstuurd.',
    fr: 'Un nouveau code a été envoyé.',
    en: 'A new code has been sent.',
    de: 'Ein neuer Code wurde gesendet.',
  },
  'login.sessionEnded': {
    nl: 'Je sessie is afgelopen. Gelieve opnieuw in te loggen.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    en: 'Your session has ended. Please sign in again.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
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
