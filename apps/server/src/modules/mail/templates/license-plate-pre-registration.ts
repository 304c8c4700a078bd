import type { MailTemplate } from './template';

/** Spec 03 section 4: the pre-registration of a speed pedelec, to the dealer (plate request status 2). */
export const licensePlatePreRegistration: MailTemplate<{
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
    subject: 'Voorinschrijving speed pedelec: {{quotationNumber}}',
    text: 'Beste {{dealerName}},\n\nDe voorinschrijving van de speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) is verzonden. U ontvangt de nummerplaat zodra de inschrijving rond is.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{dealerName}},</p><p>De voorinschrijving van de speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) is verzonden. U ontvangt de nummerplaat zodra de inschrijving rond is.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Pré-immatriculation speed pedelec : {{quotationNumber}}',
    text: "Bonjour {{dealerName}},\n\nLa pré-immatriculation du speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) a été envoyée. Vous recevrez la plaque dès que l'immatriculation sera terminée.\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{dealerName}},</p><p>La pré-immatriculation du speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) a été envoyée. Vous recevrez la plaque dès que l'immatriculation sera terminée.</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Speed pedelec pre-registration: {{quotationNumber}}',
    text: 'Dear {{dealerName}},\n\nThe pre-registration of the speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) has been sent. You will receive the licence plate once the registration is complete.\n\nKind regards,\nSpokes',
    html: '<p>Dear {{dealerName}},</p><p>The pre-registration of the speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) has been sent. You will receive the licence plate once the registration is complete.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Vorregistrierung S-Pedelec: {{quotationNumber}}',
    text: 'Hallo {{dealerName}},\n\ndie Vorregistrierung des S-Pedelecs von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) wurde gesendet. Sie erhalten das Kennzeichen, sobald die Zulassung abgeschlossen ist.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{dealerName}},</p><p>die Vorregistrierung des S-Pedelecs von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) wurde gesendet. Sie erhalten das Kennzeichen, sobald die Zulassung abgeschlossen ist.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
