import type { MailTemplate } from './template';

/**
 * Spec 01 speed-pedelec documents: the "ordered bike at shop" mail, to the quotation's dealer
 * once the registration documents of the speed pedelec are in.
 */
export const orderedBikeAtShop: MailTemplate<{
  dealerName: string;
  quotationNumber: string;
  employeeName: string;
  frameNumber: string;
}> = {
  demo: {
    dealerName: 'Velo Centrum',
    quotationNumber: 'Q-2026-0042',
    employeeName: 'Zoë Peeters',
    frameNumber: 'WTU123456789',
  },
  nl: {
    subject: 'Fiets besteld: {{quotationNumber}}',
    text: 'Beste {{dealerName}},\n\nDe inschrijvingsdocumenten van de speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) zijn ontvangen. De fiets is besteld bij de winkel.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{dealerName}},</p><p>De inschrijvingsdocumenten van de speed pedelec van {{employeeName}} (offerte {{quotationNumber}}, framenummer {{frameNumber}}) zijn ontvangen. De fiets is besteld bij de winkel.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Vélo commandé : {{quotationNumber}}',
    text: "Bonjour {{dealerName}},\n\nLes documents d'immatriculation du speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) ont été reçus. Le vélo est commandé au magasin.\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{dealerName}},</p><p>Les documents d'immatriculation du speed pedelec de {{employeeName}} (offre {{quotationNumber}}, numéro de cadre {{frameNumber}}) ont été reçus. Le vélo est commandé au magasin.</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Bike ordered: {{quotationNumber}}',
    text: 'Dear {{dealerName}},\n\nThe registration documents of the speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) have been received. The bike is ordered at the shop.\n\nKind regards,\nSpokes',
    html: '<p>Dear {{dealerName}},</p><p>The registration documents of the speed pedelec of {{employeeName}} (quotation {{quotationNumber}}, frame number {{frameNumber}}) have been received. The bike is ordered at the shop.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Fahrrad bestellt: {{quotationNumber}}',
    text: 'Hallo {{dealerName}},\n\ndie Zulassungsdokumente des S-Pedelecs von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) sind eingegangen. Das Fahrrad ist beim Händler bestellt.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{dealerName}},</p><p>die Zulassungsdokumente des S-Pedelecs von {{employeeName}} (Angebot {{quotationNumber}}, Rahmennummer {{frameNumber}}) sind eingegangen. Das Fahrrad ist beim Händler bestellt.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
