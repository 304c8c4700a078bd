import type { MailTemplate } from './template';

/** `link` is `${PUBLIC_URL}/action?mode=resetPassword&oobCode=...` (spec 02 section 2). */
export const passwordReset: MailTemplate<{ firstName: string; link: string }> = {
  secrets: ['link'],
  demo: { firstName: 'Zoë', link: 'https://spokes.example/action?mode=resetPassword&oobCode=demo' },
  nl: {
    subject: 'Stel je wachtwoord opnieuw in',
    text: 'Beste {{firstName}},\n\nJe vroeg om je wachtwoord opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:\n{{link}}\n\nVroeg je dit niet aan? Dan mag je deze mail negeren.\n\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>Je vroeg om je wachtwoord opnieuw in te stellen.</p><p><a href="{{link}}">Kies een nieuw wachtwoord</a></p><p>Vroeg je dit niet aan? Dan mag je deze mail negeren.</p><p>Spokes</p>',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    text: 'Bonjour {{firstName}},\n\nVous avez demandé à réinitialiser votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :\n{{link}}\n\nVous n’avez rien demandé ? Ignorez ce message.\n\nSpokes',
    html: '<p>Bonjour {{firstName}},</p><p>Vous avez demandé à réinitialiser votre mot de passe.</p><p><a href="{{link}}">Choisir un nouveau mot de passe</a></p><p>Vous n’avez rien demandé ? Ignorez ce message.</p><p>Spokes</p>',
  },
  en: {
    subject: 'Reset your password',
    text: 'Dear {{firstName}},\n\nYou asked to reset your password. Open this link to choose a new one:\n{{link}}\n\nDid not ask for this? Then ignore this mail.\n\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>You asked to reset your password.</p><p><a href="{{link}}">Choose a new password</a></p><p>Did not ask for this? Then ignore this mail.</p><p>Spokes</p>',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    text: 'Hallo {{firstName}},\n\nSie haben angefordert, Ihr Passwort zurückzusetzen. Öffnen Sie diesen Link, um ein neues zu wählen:\n{{link}}\n\nHaben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail.\n\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>Sie haben angefordert, Ihr Passwort zurückzusetzen.</p><p><a href="{{link}}">Neues Passwort wählen</a></p><p>Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail.</p><p>Spokes</p>',
  },
};
