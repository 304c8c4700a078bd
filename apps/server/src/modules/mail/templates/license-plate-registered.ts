import type { MailTemplate } from './template';

/** Spec 03 section 4: the speed pedelec is registered (plate request status 4), to the dealer or employer. */
export const licensePlateRegistered: MailTemplate<{
  recipientName: string;
  quotationNumber: string;
  employeeName: string;
  licenseNumber: string;
  frameNumber: string;
}> = {
  demo: {
    recipientName: 'Velo Centrum',
    quotationNumber: 'Q000042',
    employeeName: 'Zoë Peeters',
    licenseNumber: 'SAB123',
    frameNumber: 'WBK12345678901234',
  },
  nl: {
    subject: 'Nummerplaat {{licenseNumber}} ingeschreven: {{quotationNumber}}',
    text: 'Beste {{recipientName}},\n\nDe speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) is ingeschreven met nummerplaat {{licenseNumber}}. De plaat wordt naar de dealer verzonden.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{recipientName}},</p><p>De speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) is ingeschreven met nummerplaat <strong>{{licenseNumber}}</strong>. De plaat wordt naar de dealer verzonden.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Plaque {{licenseNumber}} immatriculée : {{quotationNumber}}',
    text: 'Bonjour {{recipientName}},\n\nLe speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) est immatriculé sous la plaque {{licenseNumber}}. La plaque sera envoyée au revendeur.\n\nCordialement,\nSpokes',
    html: '<p>Bonjour {{recipientName}},</p><p>Le speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) est immatriculé sous la plaque <strong>{{licenseNumber}}</strong>. La plaque sera envoyée au revendeur.</p><p>Cordialement,<br>Spokes</p>',
  },
  en: {
    subject: 'Licence plate {{licenseNumber}} registered: {{quotationNumber}}',
    text: 'Dear {{recipientName}},\n\nThe speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) is registered with licence plate {{licenseNumber}}. The plate will be sent to the dealer.\n\nKind regards,\nSpokes',
    html: '<p>Dear {{recipientName}},</p><p>The speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) is registered with licence plate <strong>{{licenseNumber}}</strong>. The plate will be sent to the dealer.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Kennzeichen {{licenseNumber}} zugelassen: {{quotationNumber}}',
    text: 'Hallo {{recipientName}},\n\ndas S-Pedelec von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) ist mit dem Kennzeichen {{licenseNumber}} zugelassen. Das Kennzeichen wird an den Händler gesendet.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{recipientName}},</p><p>das S-Pedelec von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) ist mit dem Kennzeichen <strong>{{licenseNumber}}</strong> zugelassen. Das Kennzeichen wird an den Händler gesendet.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
