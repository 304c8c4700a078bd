import type { MailTemplate } from './template';

/** Spec 03 section 4: a remark on a licence plate request, sent to the dealer (status 7). */
export const licensePlateComment: MailTemplate<{
  dealerName: string;
  quotationNumber: string;
  employeeName: string;
  frameNumber: string;
  comment: string;
}> = {
  demo: {
    dealerName: 'Velo Centrum',
    quotationNumber: 'Q000042',
    employeeName: 'Zoë Peeters',
    frameNumber: 'WBK12345678901234',
    comment: 'Het framenummer op het CoC-document is onleesbaar. Kunt u een nieuwe scan bezorgen?',
  },
  nl: {
    subject: 'Opmerking bij de nummerplaataanvraag: {{quotationNumber}}',
    text: 'Beste {{dealerName}},\n\nWe hebben een opmerking bij de nummerplaataanvraag voor de speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}):\n\n{{comment}}\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{dealerName}},</p><p>We hebben een opmerking bij de nummerplaataanvraag voor de speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}):</p><blockquote>{{comment}}</blockquote><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: "Remarque sur la demande d'immatriculation : {{quotationNumber}}",
    text: "Bonjour {{dealerName}},\n\nNous avons une remarque sur la demande d'immatriculation du speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) :\n\n{{comment}}\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{dealerName}},</p><p>Nous avons une remarque sur la demande d'immatriculation du speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) :</p><blockquote>{{comment}}</blockquote><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Remark on the licence plate request: {{quotationNumber}}',
    text: 'Dear {{dealerName}},\n\nWe have a remark on the licence plate request for the speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}):\n\n{{comment}}\n\nKind regards,\nSpokes',
    html: '<p>Dear {{dealerName}},</p><p>We have a remark on the licence plate request for the speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}):</p><blockquote>{{comment}}</blockquote><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Anmerkung zum Kennzeichenantrag: {{quotationNumber}}',
    text: 'Hallo {{dealerName}},\n\nwir haben eine Anmerkung zum Kennzeichenantrag für das S-Pedelec von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}):\n\n{{comment}}\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{dealerName}},</p><p>wir haben eine Anmerkung zum Kennzeichenantrag für das S-Pedelec von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}):</p><blockquote>{{comment}}</blockquote><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
