import type { MailTemplate } from './template';

/** Spec 01 section 4: the status mail, sent on a status change and again on demand. */
export const orderStatus: MailTemplate<{ firstName: string; quotationNumber: string; status: string }> = {
  demo: { firstName: 'Zoë', quotationNumber: 'Q-2026-0042', status: 'Geleverd' },
  nl: {
    subject: 'Je bestelling {{quotationNumber}}: {{status}}',
    text: 'Beste {{firstName}},\n\nDe status van je bestelling {{quotationNumber}} is nu: {{status}}.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>De status van je bestelling {{quotationNumber}} is nu: <strong>{{status}}</strong>.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Votre commande {{quotationNumber}} : {{status}}',
    text: 'Bonjour {{firstName}},\n\nLe statut de votre commande {{quotationNumber}} est maintenant : {{status}}.\n\nCordialement,\nSpokes',
    html: '<p>Bonjour {{firstName}},</p><p>Le statut de votre commande {{quotationNumber}} est maintenant : <strong>{{status}}</strong>.</p><p>Cordialement,<br>Spokes</p>',
  },
  en: {
    subject: 'Your order {{quotationNumber}}: {{status}}',
    text: 'Dear {{firstName}},\n\nThe status of your order {{quotationNumber}} is now: {{status}}.\n\nKind regards,\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>The status of your order {{quotationNumber}} is now: <strong>{{status}}</strong>.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Ihre Bestellung {{quotationNumber}}: {{status}}',
    text: 'Hallo {{firstName}},\n\nder Status Ihrer Bestellung {{quotationNumber}} ist jetzt: {{status}}.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>der Status Ihrer Bestellung {{quotationNumber}} ist jetzt: <strong>{{status}}</strong>.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
