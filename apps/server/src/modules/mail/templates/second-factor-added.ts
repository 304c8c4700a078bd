import type { MailTemplate } from './template';

/** `sms`: the factor is an SMS code (else an authenticator app). `link` is `${PUBLIC_URL}/action?mode=revertSecondFactorAddition&oobCode=...` (spec 02 section 2). */
export const secondFactorAdded: MailTemplate<{ firstName: string; link: string; sms: boolean }> = {
  secrets: ['link'],
  demo: {
    firstName: 'Zoë',
    link: 'https://spokes.example/action?mode=revertSecondFactorAddition&oobCode=demo',
    sms: true,
  },
  nl: {
    subject: 'Tweede factor toegevoegd aan je account',
    text: 'Beste {{firstName}},\n\nEr werd een tweede factor ({{#if sms}}sms{{else}}authenticator-app{{/if}}) toegevoegd aan je Spokes-account. Deed je dit niet zelf? Schakel hem dan uit met deze link:\n{{link}}\n\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>Er werd een tweede factor ({{#if sms}}sms{{else}}authenticator-app{{/if}}) toegevoegd aan je Spokes-account.</p><p>Deed je dit niet zelf? <a href="{{link}}">Schakel hem dan uit</a>.</p><p>Spokes</p>',
  },
  fr: {
    subject: 'Second facteur ajouté à votre compte',
    text: 'Bonjour {{firstName}},\n\nUn second facteur ({{#if sms}}SMS{{else}}application d’authentification{{/if}}) a été ajouté à votre compte Spokes. Si ce n’était pas vous, désactivez-le avec ce lien :\n{{link}}\n\nSpokes',
    html: '<p>Bonjour {{firstName}},</p><p>Un second facteur ({{#if sms}}SMS{{else}}application d’authentification{{/if}}) a été ajouté à votre compte Spokes.</p><p>Si ce n’était pas vous, <a href="{{link}}">désactivez-le</a>.</p><p>Spokes</p>',
  },
  en: {
    subject: 'Second factor added to your account',
    text: 'Dear {{firstName}},\n\nA second factor ({{#if sms}}SMS{{else}}authenticator app{{/if}}) was added to your Spokes account. If this was not you, switch it off with this link:\n{{link}}\n\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>A second factor ({{#if sms}}SMS{{else}}authenticator app{{/if}}) was added to your Spokes account.</p><p>If this was not you, <a href="{{link}}">switch it off</a>.</p><p>Spokes</p>',
  },
  de: {
    subject: 'Zweiter Faktor zu Ihrem Konto hinzugefügt',
    text: 'Hallo {{firstName}},\n\nIhrem Spokes-Konto wurde ein zweiter Faktor ({{#if sms}}SMS{{else}}Authenticator-App{{/if}}) hinzugefügt. Waren Sie das nicht? Dann schalten Sie ihn mit diesem Link aus:\n{{link}}\n\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>Ihrem Spokes-Konto wurde ein zweiter Faktor ({{#if sms}}SMS{{else}}Authenticator-App{{/if}}) hinzugefügt.</p><p>Waren Sie das nicht? Dann <a href="{{link}}">schalten Sie ihn aus</a>.</p><p>Spokes</p>',
  },
};
