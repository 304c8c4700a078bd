import type { MailTemplate } from './template';

/** What the dealer reads of an employer's decision, approval or refusal. */
export type EmployerDecisionMailData = {
  dealerName: string;
  quotationNumber: string;
  employeeName: string;
  companyName: string;
  reason: string;
};

/** Spec 03 section 2.6: the employer approved a quotation; to the quotation's dealer. */
export const quotationApproved: MailTemplate<EmployerDecisionMailData> = {
  demo: {
    dealerName: 'Velo Centrum',
    quotationNumber: 'Q-2026-0042',
    employeeName: 'Zoë Peeters',
    companyName: 'Fietsfabriek NV',
    reason: 'In orde',
  },
  nl: {
    subject: 'Offerte goedgekeurd: {{quotationNumber}}',
    text: 'Beste {{dealerName}},\n\n{{companyName}} heeft offerte {{quotationNumber}} van {{employeeName}} goedgekeurd.\n\nOpmerking: {{reason}}\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{dealerName}},</p><p>{{companyName}} heeft offerte {{quotationNumber}} van {{employeeName}} goedgekeurd.</p><p>Opmerking: {{reason}}</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Offre approuvée : {{quotationNumber}}',
    text: "Bonjour {{dealerName}},\n\n{{companyName}} a approuvé l'offre {{quotationNumber}} de {{employeeName}}.\n\nRemarque : {{reason}}\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{dealerName}},</p><p>{{companyName}} a approuvé l'offre {{quotationNumber}} de {{employeeName}}.</p><p>Remarque : {{reason}}</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Quotation approved: {{quotationNumber}}',
    text: 'Dear {{dealerName}},\n\n{{companyName}} approved quotation {{quotationNumber}} of {{employeeName}}.\n\nRemark: {{reason}}\n\nKind regards,\nSpokes',
    html: '<p>Dear {{dealerName}},</p><p>{{companyName}} approved quotation {{quotationNumber}} of {{employeeName}}.</p><p>Remark: {{reason}}</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Angebot genehmigt: {{quotationNumber}}',
    text: 'Hallo {{dealerName}},\n\n{{companyName}} hat das Angebot {{quotationNumber}} von {{employeeName}} genehmigt.\n\nBemerkung: {{reason}}\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{dealerName}},</p><p>{{companyName}} hat das Angebot {{quotationNumber}} von {{employeeName}} genehmigt.</p><p>Bemerkung: {{reason}}</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
