import type { MailTemplate } from './template';

/**
 * Spec 03 section 2.5: an employee's simulation sent to the chosen dealer, with its PDF and the
 * details the employee gave, so the shop can contact them and draw up the quotation.
 */
export const selfServiceCalculationDealer: MailTemplate<{
  employeeName: string;
  employeeEmail: string;
  companyName: string;
  details: string;
}> = {
  demo: {
    employeeName: 'Zoë Peeters',
    employeeEmail: 'zoe.peeters@zonnedal.be',
    companyName: 'Brouwerij Zonnedal',
    details: 'Personeelsnummer: E-1042',
  },
  nl: {
    subject: 'Simulatie van {{employeeName}} ({{companyName}})',
    text: 'Beste,\n\n{{employeeName}} ({{employeeEmail}}), werknemer van {{companyName}}, maakte een simulatie voor een leasefiets en koos jullie winkel. Je vindt ze in bijlage.\n{{details}}\n\nNeem contact op met de werknemer om de offerte op te maken.\n\nMet vriendelijke groeten,\nSpokes',
    html: '<p>Beste,</p><p>{{employeeName}} ({{employeeEmail}}), werknemer van {{companyName}}, maakte een simulatie voor een leasefiets en koos jullie winkel. Je vindt ze in bijlage.</p><p>{{details}}</p><p>Neem contact op met de werknemer om de offerte op te maken.</p><p>Met vriendelijke groeten,<br>Spokes</p>',
  },
  fr: {
    subject: 'Simulation de {{employeeName}} ({{companyName}})',
    text: "Bonjour,\n\n{{employeeName}} ({{employeeEmail}}), employé(e) de {{companyName}}, a fait une simulation pour un vélo en leasing et a choisi votre magasin. Vous la trouverez en annexe.\n{{details}}\n\nContactez l'employé(e) pour établir l'offre.\n\nCordialement,\nSpokes",
    html: "<p>Bonjour,</p><p>{{employeeName}} ({{employeeEmail}}), employé(e) de {{companyName}}, a fait une simulation pour un vélo en leasing et a choisi votre magasin. Vous la trouverez en annexe.</p><p>{{details}}</p><p>Contactez l'employé(e) pour établir l'offre.</p><p>Cordialement,<br>Spokes</p>",
  },
  en: {
    subject: 'Simulation by {{employeeName}} ({{companyName}})',
    text: 'Hello,\n\n{{employeeName}} ({{employeeEmail}}), an employee of {{companyName}}, made a simulation for a leased bike and chose your shop. It is attached.\n{{details}}\n\nPlease contact the employee to draw up the quotation.\n\nKind regards,\nSpokes',
    html: '<p>Hello,</p><p>{{employeeName}} ({{employeeEmail}}), an employee of {{companyName}}, made a simulation for a leased bike and chose your shop. It is attached.</p><p>{{details}}</p><p>Please contact the employee to draw up the quotation.</p><p>Kind regards,<br>Spokes</p>',
  },
  de: {
    subject: 'Simulation von {{employeeName}} ({{companyName}})',
    text: 'Hallo,\n\n{{employeeName}} ({{employeeEmail}}), Mitarbeiter(in) von {{companyName}}, hat eine Simulation für ein Leasingfahrrad erstellt und Ihr Geschäft gewählt. Sie finden sie im Anhang.\n{{details}}\n\nBitte kontaktieren Sie den Mitarbeiter, um das Angebot zu erstellen.\n\nMit freundlichen Grüßen\nSpokes',
    html: '<p>Hallo,</p><p>{{employeeName}} ({{employeeEmail}}), Mitarbeiter(in) von {{companyName}}, hat eine Simulation für ein Leasingfahrrad erstellt und Ihr Geschäft gewählt. Sie finden sie im Anhang.</p><p>{{details}}</p><p>Bitte kontaktieren Sie den Mitarbeiter, um das Angebot zu erstellen.</p><p>Mit freundlichen Grüßen<br>Spokes</p>',
  },
};
