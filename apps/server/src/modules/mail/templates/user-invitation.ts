import type { MailTemplate } from './template';

/** A new user sets a first password on the action page; `link` is built by the caller. */
export const userInvitation: MailTemplate<{ firstName: string; link: string }> = {
  secrets: ['link'],
  demo: { firstName: 'Zoë', link: 'https://spokes.example/action?mode=signIn&oobCode=demo' },
  nl: {
    subject: 'Je account bij Spokes',
    text: 'Beste {{firstName}},\n\nEr werd een Spokes-account voor je aangemaakt. Open deze link om je wachtwoord in te stellen:\n{{link}}\n\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>Er werd een Spokes-account voor je aangemaakt.</p><p><a href="{{link}}">Stel je wachtwoord in</a></p><p>Spokes</p>',
  },
  fr: {
    subject: 'Votre compte Spokes',
    text: 'Bonjour {{firstName}},\n\nUn compte Spokes a été créé pour vous. Ouvrez ce lien pour définir votre mot de passe :\n{{link}}\n\nSpokes',
    html: '<p>Bonjour {{firstName}},</p><p>Un compte Spokes a été créé pour vous.</p><p><a href="{{link}}">Définir votre mot de passe</a></p><p>Spokes</p>',
  },
  en: {
    subject: 'Your Spokes account',
    text: 'Dear {{firstName}},\n\nA Spokes account was created for you. Open this link to set your password:\n{{link}}\n\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>A Spokes account was created for you.</p><p><a href="{{link}}">Set your password</a></p><p>Spokes</p>',
  },
  de: {
    subject: 'Ihr Spokes-Konto',
    text: 'Hallo {{firstName}},\n\nfür Sie wurde ein Spokes-Konto angelegt. Öffnen Sie diesen Link, um Ihr Passwort festzulegen:\n{{link}}\n\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>für Sie wurde ein Spokes-Konto angelegt.</p><p><a href="{{link}}">Passwort festlegen</a></p><p>Spokes</p>',
  },
};
