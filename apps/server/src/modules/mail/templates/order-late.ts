import type { MailTemplate } from './template';

export type OrderLateMailData = {
  firstName: string;
  quotationNumber: string;
  employeeName: string;
  days: number;
  link: string;
};

/** Issue 30: an order stayed longer in its status than its limit, or its escalation; to whom the setting names. */
export const orderLate: MailTemplate<OrderLateMailData> = {
  demo: {
    firstName: 'Jan',
    quotationNumber: 'Q-2026-0042',
    employeeName: 'Zoë Peeters',
    days: 5,
    link: 'https://spokes.example/quotations/12/42',
  },
  nl: {
    subject: 'Bestelling {{quotationNumber}} staat stil',
    text: 'Beste {{firstName}},\n\nDe bestelling van offerte {{quotationNumber}} van {{employeeName}} staat al meer dan {{days}} werkdagen in dezelfde status.\n\nBekijk ze hier: {{link}}\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{firstName}},</p><p>De bestelling van offerte {{quotationNumber}} van {{employeeName}} staat al meer dan {{days}} werkdagen in dezelfde status.</p><p><a href="{{link}}">Bekijk de bestelling</a></p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'La commande {{quotationNumber}} est bloquée',
    text: "Bonjour {{firstName}},\n\nLa commande de l'offre {{quotationNumber}} de {{employeeName}} est depuis plus de {{days}} jours ouvrables dans le même statut.\n\nConsultez-la ici : {{link}}\n\nCordialement,\nSpokes",
    html: '<p>Bonjour {{firstName}},</p><p>La commande de l\'offre {{quotationNumber}} de {{employeeName}} est depuis plus de {{days}} jours ouvrables dans le même statut.</p><p><a href="{{link}}">Voir la commande</a></p><p>Cordialement,<br>Spokes</p>',
  },
  en: {
    subject: 'Order {{quotationNumber}} is not moving',
    text: 'Dear {{firstName}},\n\nThe order of quotation {{quotationNumber}} from {{employeeName}} has been in the same status for more than {{days}} working days.\n\nSee it here: {{link}}\n\nKind regards,\nSpokes',
    html: '<p>Dear {{firstName}},</p><p>The order of quotation {{quotationNumber}} from {{employeeName}} has been in the same status for more than {{days}} working days.</p><p><a href="{{link}}">See the order</a></p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Bestellung {{quotationNumber}} steht still',
    text: 'Hallo {{firstName}},\n\ndie Bestellung zum Angebot {{quotationNumber}} von {{employeeName}} ist seit mehr als {{days}} Arbeitstagen im selben Status.\n\nHier ansehen: {{link}}\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{firstName}},</p><p>die Bestellung zum Angebot {{quotationNumber}} von {{employeeName}} ist seit mehr als {{days}} Arbeitstagen im selben Status.</p><p><a href="{{link}}">Bestellung ansehen</a></p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
