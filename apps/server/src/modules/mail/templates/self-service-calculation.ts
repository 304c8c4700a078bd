import type { MailTemplate } from './template';

/** Spec 03 section 2.5: the employee's own simulation, mailed to the employee with its PDF. */
export const selfServiceCalculation: MailTemplate<{
  name: string;
  companyName: string;
  dealerName: string;
}> = {
  demo: { name: 'Zoë Peeters', companyName: 'Brouwerij Zonnedal', dealerName: 'Fietsen Vermeulen' },
  nl: {
    subject: 'Je simulatie voor een fiets via {{companyName}}',
    text: 'Beste {{name}},\n\nIn bijlage vind je de simulatie die je maakte voor een leasefiets via {{companyName}}. Het is nog geen offerte: {{dealerName}} maakt die voor je op wanneer je de fiets komt passen.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste {{name}},</p><p>In bijlage vind je de simulatie die je maakte voor een leasefiets via {{companyName}}. Het is nog geen offerte: {{dealerName}} maakt die voor je op wanneer je de fiets komt passen.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Votre simulation pour un vélo via {{companyName}}',
    text: "Bonjour {{name}},\n\nVous trouverez en annexe la simulation que vous avez faite pour un vélo en leasing via {{companyName}}. Ce n'est pas encore une offre : {{dealerName}} l'établira quand vous viendrez essayer le vélo.\n\nCordialement,\nSpokes",
    html: "<p>Bonjour {{name}},</p><p>Vous trouverez en annexe la simulation que vous avez faite pour un vélo en leasing via {{companyName}}. Ce n'est pas encore une offre : {{dealerName}} l'établira quand vous viendrez essayer le vélo.</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Your simulation for a bike through {{companyName}}',
    text: 'Dear {{name}},\n\nAttached is the simulation you made for a leased bike through {{companyName}}. It is not a quotation yet: {{dealerName}} draws that up when you come to try the bike.\n\nKind regards,\nSpokes',
    html: '<p>Dear {{name}},</p><p>Attached is the simulation you made for a leased bike through {{companyName}}. It is not a quotation yet: {{dealerName}} draws that up when you come to try the bike.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Ihre Simulation für ein Fahrrad über {{companyName}}',
    text: 'Hallo {{name}},\n\nim Anhang finden Sie die Simulation, die Sie für ein Leasingfahrrad über {{companyName}} erstellt haben. Sie ist noch kein Angebot: {{dealerName}} erstellt es, wenn Sie das Fahrrad anprobieren.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo {{name}},</p><p>im Anhang finden Sie die Simulation, die Sie für ein Leasingfahrrad über {{companyName}} erstellt haben. Sie ist noch kein Angebot: {{dealerName}} erstellt es, wenn Sie das Fahrrad anprobieren.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
