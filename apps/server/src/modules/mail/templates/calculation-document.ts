import type { MailTemplate } from './template';

/** Spec 01 Execute, FIP company: the calculation ("Berekening") is mailed to the employee. */
export const calculationDocument: MailTemplate<{
  firstName: string;
  quotationNumber: string;
  companyName: string;
}> = {
  demo: { firstName: 'Zoë', quotationNumber: 'Q-2026-0042', companyName: 'Fietsfabriek NV' },
  nl: {
    subject: 'Berekening {{quotationNumber}}',
    text: 'Beste {{firstName}},\n\nIn bijlage vind je de berekening voor je fiets bij {{companyName}} (offerte {{quotationNumber}}).\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>In bijlage vind je de berekening voor je fiets bij {{companyName}} (offerte {{quotationNumber}}).</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Calcul {{quotationNumber}}',
    text: 'Bonjour {{firstName}},\n\nVous trouverez en annexe le calcul de votre vélo chez {{companyName}} (offre {{quotationNumber}}).\n\nCordialement,\nSpokes',
    html: '<p>Bonjour {{firstName}},</p><p>Vous trouverez en annexe le calcul de votre vélo chez {{companyName}} (offre {{quotationNumber}}).</p><p>Cordialement,<br>Spokes</p>',
  },
  en: {
    subject: 'Calculation {{quotationNumber}}',
    text: 'Dear {{firstName}},\n\nAttached is the calculation for your bike at {{companyName}} (quotation {{quotationNumber}}).\n\nKind regards,\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>Attached is the calculation for your bike at {{companyName}} (quotation {{quotationNumber}}).</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Berechnung {{quotationNumber}}',
    text: 'Hallo {{firstName}},\n\nim Anhang finden Sie die Berechnung für Ihr Fahrrad bei {{companyName}} (Angebot {{quotationNumber}}).\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>im Anhang finden Sie die Berechnung für Ihr Fahrrad bei {{companyName}} (Angebot {{quotationNumber}}).</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
