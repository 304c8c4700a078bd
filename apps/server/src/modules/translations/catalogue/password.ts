import type { Catalogue } from '../catalogue';

/** Forgot password, the mailed action links (/action) and the new-password fields. */
export const password: Catalogue = {
  'passwordReset.title': {
    nl: 'Wachtwoord vergeten',
    fr: 'Mot de passe oublié',
    en: 'Forgot password',
    de: 'Passwort vergessen',
  },
  'passwordReset.instruction': {
    nl: 'Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord in te stellen.',
    fr: 'Saisissez votre adresse e-mail. Nous vous enverrons un lien pour définir un nouveau mot de passe.',
    en: 'Enter your email address. We will send you a link to set a new password.',
    de: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
  },
  'passwordReset.submit': {
    nl: 'Link versturen',
    fr: 'Envoyer le lien',
    en: 'Send link',
    de: 'Link senden',
  },
  'passwordReset.mailSent': {
    nl: 'password reset mail sent',
    fr: 'E-mail de réinitialisation du mot de passe envoyé',
    en: 'Password reset mail sent',
    de: 'E-Mail zum Zurücksetzen des Passworts gesendet',
  },
  'actionPage.setPasswordTitle': {
    nl: 'Nieuw wachtwoord instellen',
    fr: 'Définir un nouveau mot de passe',
    en: 'Set a new password',
    de: 'Neues Passwort festlegen',
  },
  'actionPage.setPasswordInstruction': {
    nl: 'Kies een nieuw wachtwoord voor je account.',
    fr: 'Choisissez un nouveau mot de passe pour votre compte.',
    en: 'Choose a new password for your account.',
    de: 'Wählen Sie ein neues Passwort für Ihr Konto.',
  },
  'actionPage.setPassword': {
    nl: 'Wachtwoord instellen',
    fr: 'Définir le mot de passe',
    en: 'Set password',
    de: 'Passwort festlegen',
  },
  'actionPage.passwordSet': {
    nl: 'Je wachtwoord werd ingesteld.',
    fr: 'Votre mot de passe a été défini.',
    en: 'Your password has been set.',
    de: 'Ihr Passwort wurde festgelegt.',
  },
  'actionPage.confirmedButSignInFailed': {
    nl: 'Paswoord bevestigd maar kon niet inloggen',
    fr: 'Mot de passe confirmé, mais la connexion a échoué',
    en: 'Password confirmed but could not sign in',
    de: 'Passwort bestätigt, aber die Anmeldung ist fehlgeschlagen',
  },
  'actionPage.confirmFailed': {
    nl: 'Kon paswoord niet bevestigen. Probeer later opnieuw',
    fr: 'Impossible de confirmer le mot de passe. Réessayez plus tard',
    en: 'Could not confirm the password. Please try again later',
    de: 'Passwort konnte nicht bestätigt werden. Versuchen Sie es später erneut',
  },
  'actionPage.requestNewLink': {
    nl: 'De link is verlopen of werd al gebruikt. Vraag hieronder een nieuwe link aan.',
    fr: 'Le lien a expiré ou a déjà été utilisé. Demandez un nouveau lien ci-dessous.',
    en: 'The link has expired or has already been used. Request a new link below.',
    de: 'Der Link ist abgelaufen oder wurde bereits verwendet. Fordern Sie unten einen neuen Link an.',
  },
  'actionPage.revertTitle': {
    nl: 'Tweestapsverificatie uitschakelen',
    fr: 'Désactiver la vérification en deux étapes',
    en: 'Switch off two-step verification',
    de: 'Zwei-Schritt-Verifizierung ausschalten',
  },
  'actionPage.revertInstruction': {
    nl: 'Er werd een tweede factor aan je account toegevoegd. Deed je dat niet zelf? Schakel hem hier uit. Daarna word je overal afgemeld; verander dan ook je wachtwoord.',
    fr: "Un deuxième facteur a été ajouté à votre compte. Ce n'était pas vous ? Désactivez-le ici. Vous serez ensuite déconnecté partout ; changez aussi votre mot de passe.",
    en: 'A second factor was added to your account. Was that not you? Switch it off here. You will then be signed out everywhere; change your password as well.',
    de: 'Ihrem Konto wurde ein zweiter Faktor hinzugefügt. Waren Sie das nicht? Schalten Sie ihn hier aus. Danach werden Sie überall abgemeldet; ändern Sie dann auch Ihr Passwort.',
  },
  'actionPage.revertSubmit': {
    nl: 'Tweede factor uitschakelen',
    fr: 'Désactiver le deuxième facteur',
    en: 'Switch off the second factor',
    de: 'Zweiten Faktor ausschalten',
  },
  'actionPage.revertDone': {
    nl: 'De tweede factor werd uitgeschakeld en je werd overal afgemeld.',
    fr: 'Le deuxième facteur a été désactivé et vous avez été déconnecté partout.',
    en: 'The second factor has been switched off and you have been signed out everywhere.',
    de: 'Der zweite Faktor wurde ausgeschaltet und Sie wurden überall abgemeldet.',
  },
  'actionPage.redirectCountdown_one': {
    nl: 'Je wordt over {{count}} seconde doorgestuurd.',
    fr: 'Vous serez redirigé dans {{count}} seconde.',
    en: 'You will be redirected in {{count}} second.',
    de: 'Sie werden in {{count}} Sekunde weitergeleitet.',
  },
  'actionPage.redirectCountdown_other': {
    nl: 'Je wordt over {{count}} seconden doorgestuurd.',
    fr: 'Vous serez redirigé dans {{count}} secondes.',
    en: 'You will be redirected in {{count}} seconds.',
    de: 'Sie werden in {{count}} Sekunden weitergeleitet.',
  },
  'newPassword.password': {
    nl: 'Nieuw wachtwoord',
    fr: 'Nouveau mot de passe',
    en: 'New password',
    de: 'Neues Passwort',
  },
  'newPassword.confirmation': {
    nl: 'Bevestig nieuw wachtwoord',
    fr: 'Confirmez le nouveau mot de passe',
    en: 'Confirm new password',
    de: 'Neues Passwort bestätigen',
  },
  'newPassword.rulesTitle': {
    nl: 'Voorwaarden voor het wachtwoord',
    fr: 'Conditions du mot de passe',
    en: 'Password requirements',
    de: 'Anforderungen an das Passwort',
  },
  'newPassword.ruleMet': { nl: 'In orde', fr: 'Respectée', en: 'Met', de: 'Erfüllt' },
  'newPassword.ruleNotMet': {
    nl: 'Nog niet in orde',
    fr: 'Pas encore respectée',
    en: 'Not met yet',
    de: 'Noch nicht erfüllt',
  },
};
