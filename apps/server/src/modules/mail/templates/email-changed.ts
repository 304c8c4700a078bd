import type { MailTemplate } from './template';

/**
 * To the old address when an admin changes a user's e-mail: the owner of the account learns of a
 * change that moves its reset links elsewhere. The new address is left out, so a mailbox that is
 * no longer the user's learns nothing about the account's new one.
 */
export const emailChanged: MailTemplate<{ firstName: string }> = {
  demo: { firstName: 'Zoë' },
  nl: {
    subject: 'Het e-mailadres van je Spokes-account werd gewijzigd',
    text: 'Beste {{firstName}},\n\nEen beheerder heeft het e-mailadres van je Spokes-account gewijzigd. Berichten van Spokes gaan voortaan naar het nieuwe adres, niet meer naar dit.\n\nWist je hier niets van? Neem dan meteen contact op met je beheerder.\n\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>Een beheerder heeft het e-mailadres van je Spokes-account gewijzigd. Berichten van Spokes gaan voortaan naar het nieuwe adres, niet meer naar dit.</p><p>Wist je hier niets van? Neem dan meteen contact op met je beheerder.</p><p>Spokes</p>',
  },
  fr: {
    subject: "L'adresse e-mail de votre compte Spokes a été modifiée",
    text: "Bonjour {{firstName}},\n\nUn administrateur a modifié l'adresse e-mail de votre compte Spokes. Les messages de Spokes iront désormais à la nouvelle adresse, plus à celle-ci.\n\nVous n’étiez pas au courant ? Contactez sans tarder votre administrateur.\n\nSpokes",
    html: "<p>Bonjour {{firstName}},</p><p>Un administrateur a modifié l'adresse e-mail de votre compte Spokes. Les messages de Spokes iront désormais à la nouvelle adresse, plus à celle-ci.</p><p>Vous n’étiez pas au courant ? Contactez sans tarder votre administrateur.</p><p>Spokes</p>",
  },
  en: {
    subject: 'The e-mail address of your Spokes account was changed',
    text: 'Dear {{firstName}},\n\nAn administrator changed the e-mail address of your Spokes account. Messages from Spokes now go to the new address, no longer to this one.\n\nDid you not know about this? Then contact your administrator right away.\n\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>An administrator changed the e-mail address of your Spokes account. Messages from Spokes now go to the new address, no longer to this one.</p><p>Did you not know about this? Then contact your administrator right away.</p><p>Spokes</p>',
  },
  de: {
    subject: 'Die E-Mail-Adresse Ihres Spokes-Kontos wurde geändert',
    text: 'Hallo {{firstName}},\n\nein Administrator hat die E-Mail-Adresse Ihres Spokes-Kontos geändert. Nachrichten von Spokes gehen ab jetzt an die neue Adresse, nicht mehr an diese.\n\nWussten Sie nichts davon? Dann wenden Sie sich umgehend an Ihren Administrator.\n\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>ein Administrator hat die E-Mail-Adresse Ihres Spokes-Kontos geändert. Nachrichten von Spokes gehen ab jetzt an die neue Adresse, nicht mehr an diese.</p><p>Wussten Sie nichts davon? Dann wenden Sie sich umgehend an Ihren Administrator.</p><p>Spokes</p>',
  },
};
