import type { MailTemplate } from './template';

/**
 * Spec 03 section 4: the pre-registration of a speed pedelec built more than 2 years ago, to the
 * dealer (plate request status 3): the registration needs the vehicle's age proven.
 */
export const licensePlatePreRegistrationOld: MailTemplate<{
  dealerName: string;
  quotationNumber: string;
  employeeName: string;
  frameNumber: string;
}> = {
  demo: {
    dealerName: 'Velo Centrum',
    quotationNumber: 'Q000042',
    employeeName: 'Zoë Peeters',
    frameNumber: 'WBK12345678901234',
  },
  nl: {
    subject: 'Voorinschrijving speed pedelec ouder dan 2 jaar: {{quotationNumber}}',
    text: 'Beste {{dealerName}},\n\nDe speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) is ouder dan 2 jaar. De voorinschrijving is verzonden; bezorg ons het bewijs van de bouwdatum zodat de inschrijving kan volgen.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{dealerName}},</p><p>De speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) is ouder dan 2 jaar. De voorinschrijving is verzonden; bezorg ons het bewijs van de bouwdatum zodat de inschrijving kan volgen.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Pré-immatriculation speed pedelec de plus de 2 ans : {{quotationNumber}}',
    text: "Bonjour {{dealerName}},\n\nLe speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) a plus de 2 ans. La pré-immatriculation a été envoyée ; faites-nous parvenir la preuve de la date de construction afin que l'immatriculation puisse suivre.\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{dealerName}},</p><p>Le speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) a plus de 2 ans. La pré-immatriculation a été envoyée ; faites-nous parvenir la preuve de la date de construction afin que l'immatriculation puisse suivre.</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Pre-registration of a speed pedelec older than 2 years: {{quotationNumber}}',
    text: 'Dear {{dealerName}},\n\nThe speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) is older than 2 years. The pre-registration has been sent; please send us proof of the build date so the registration can follow.\n\nKind regards,\nSpokes',
    html: '<p>Dear {{dealerName}},</p><p>The speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) is older than 2 years. The pre-registration has been sent; please send us proof of the build date so the registration can follow.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Vorregistrierung eines S-Pedelecs älter als 2 Jahre: {{quotationNumber}}',
    text: 'Hallo {{dealerName}},\n\ndas S-Pedelec von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) ist älter als 2 Jahre. Die Vorregistrierung wurde gesendet; bitte senden Sie uns einen Nachweis des Baudatums, damit die Zulassung folgen kann.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{dealerName}},</p><p>das S-Pedelec von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) ist älter als 2 Jahre. Die Vorregistrierung wurde gesendet; bitte senden Sie uns einen Nachweis des Baudatums, damit die Zulassung folgen kann.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
