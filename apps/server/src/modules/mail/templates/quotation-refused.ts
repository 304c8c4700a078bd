import type { EmployerDecisionMailData } from './quotation-approved';
import type { MailTemplate } from './template';

/** Spec 03 section 2.6: the employer refused a quotation, with its reason; to the quotation's dealer. */
export const quotationRefused: MailTemplate<EmployerDecisionMailData> = {
  demo: {
    dealerName: 'Velo Centrum',
    quotationNumber: 'Q-2026-0042',
    employeeName: 'Zoë Peeters',
    companyName: 'Fietsfabriek NV',
    reason: 'Budget overschreden',
  },
  nl: {
    subject: 'Offerte geweigerd: {{quotationNumber}}',
    text: 'Beste {{dealerName}},\n\n{{companyName}} heeft offerte {{quotationNumber}} van {{employeeName}} geweigerd.\n\nReden: {{reason}}\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{dealerName}},</p><p>{{companyName}} heeft offerte {{quotationNumber}} van {{employeeName}} geweigerd.</p><p>Reden: {{reason}}</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Offre refusée : {{quotationNumber}}',
    text: "Bonjour {{dealerName}},\n\n{{companyName}} a refusé l'offre {{quotationNumber}} de {{employeeName}}.\n\nMotif : {{reason}}\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{dealerName}},</p><p>{{companyName}} a refusé l'offre {{quotationNumber}} de {{employeeName}}.</p><p>Motif : {{reason}}</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Quotation refused: {{quotationNumber}}',
    text: 'Dear {{dealerName}},\n\n{{companyName}} refused quotation {{quotationNumber}} of {{employeeName}}.\n\nReason: {{reason}}\n\nKind regards,\nSpokes',
    html: '<p>Dear {{dealerName}},</p><p>{{companyName}} refused quotation {{quotationNumber}} of {{employeeName}}.</p><p>Reason: {{reason}}</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Angebot abgelehnt: {{quotationNumber}}',
    text: 'Hallo {{dealerName}},\n\n{{companyName}} hat das Angebot {{quotationNumber}} von {{employeeName}} abgelehnt.\n\nGrund: {{reason}}\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{dealerName}},</p><p>{{companyName}} hat das Angebot {{quotationNumber}} von {{employeeName}} abgelehnt.</p><p>Grund: {{reason}}</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
