import type { InfoPageLanguage, InfoPageSlug } from '@spokes/domain/info-pages';

/**
 * The text a fresh install ships for the info pages (spec 03 section 2.7), in Dutch and French.
 * Super users rewrite it in the app; the seed never overwrites what they saved. The excess per
 * leasing company follows spec 03 section 9; the intake invoice is 25.00 EUR excl. 6% VAT. The page's
 * title is shown above its text (a translation key), so the text starts without one.
 */
export const SHIPPED_INFO_PAGES: Record<InfoPageSlug, Record<InfoPageLanguage, string>> = {
  info: {
    nl: `<p>Alles wat u als Spokes-partner nodig hebt om een fiets te verkopen, af te leveren en op te volgen.</p>
<ul>
<li><a href="https://www.spokes-lease.be/dealers/handboek">Dealerhandboek (pdf)</a>: van offerte tot levering, stap voor stap</li>
<li><a href="https://www.spokes-lease.be/dealers/prijslijsten">Prijslijsten en leasebare merken</a></li>
<li><a href="https://www.spokes-lease.be/dealers/documenten">Blanco documenten</a>: ontvangstbewijs, overnamedocument, schadeaangifte</li>
<li><a href="https://www.spokes-lease.be/dealers/opleiding">Opleidingskalender voor nieuwe verkopers</a></li>
<li><a href="https://www.spokes-lease.be/dealers/faq">Veelgestelde vragen van dealers</a></li>
</ul>
<h3>Handige procedures</h3>
<ul>
<li>Einde lease: zie <strong>Inname einde lease</strong> voor de stappen bij de teruggave of overname van een fiets.</li>
<li>Schade of diefstal: zie <strong>Schade en verzekering</strong> voor de verzekeraar en de vrijstelling per leasingmaatschappij.</li>
<li>Vragen over een bestelling of een factuur: zie <strong>Contact</strong>.</li>
</ul>`,
    fr: `<p>Tout ce dont vous avez besoin en tant que partenaire Spokes pour vendre, livrer et suivre un vélo.</p>
<ul>
<li><a href="https://www.spokes-lease.be/fr/revendeurs/manuel">Manuel du revendeur (pdf)</a> : de l'offre à la livraison, étape par étape</li>
<li><a href="https://www.spokes-lease.be/fr/revendeurs/tarifs">Listes de prix et marques disponibles en leasing</a></li>
<li><a href="https://www.spokes-lease.be/fr/revendeurs/documents">Documents vierges</a> : accusé de réception, document de reprise, déclaration de sinistre</li>
<li><a href="https://www.spokes-lease.be/fr/revendeurs/formation">Calendrier des formations pour nouveaux vendeurs</a></li>
<li><a href="https://www.spokes-lease.be/fr/revendeurs/faq">Questions fréquentes des revendeurs</a></li>
</ul>
<h3>Procédures utiles</h3>
<ul>
<li>Fin de leasing : voir <strong>Reprise en fin de leasing</strong> pour les étapes de restitution ou de rachat d'un vélo.</li>
<li>Dommage ou vol : voir <strong>Dommages et assurance</strong> pour l'assureur et la franchise par société de leasing.</li>
<li>Questions sur une commande ou une facture : voir <strong>Contact</strong>.</li>
</ul>`,
  },
  'info-end-of-lease': {
    nl: `<p>Aan het einde van het leasecontract kiest de werknemer tussen <strong>teruggave</strong> en <strong>overname</strong> van de fiets. In beide gevallen gebeurt de inname bij een Spokes-dealer.</p>
<ol>
<li>De werknemer ontvangt drie maanden voor de einddatum een e-mail met de keuze teruggave of overname.</li>
<li>De werknemer maakt een afspraak bij de dealer, ten laatste op de einddatum van het contract.</li>
<li>De dealer controleert de fiets met de inspectielijst: kader, batterij, aandrijving, remmen, banden en verlichting. Noteer het framenummer en de stand van de batterij.</li>
<li>Neem foto's van beide zijkanten, het framenummer en eventuele schade, en laad ze samen met de ingevulde inspectielijst op bij het order.</li>
<li>Bij teruggave blijft de fiets bij de dealer; Spokes laat ze binnen tien werkdagen ophalen. Bij overname betaalt de werknemer de restwaarde en neemt de fiets na betaling mee.</li>
<li>Schade buiten normale slijtage wordt met een offerte gemeld aan <a href="mailto:einde-lease@spokes-lease.be">einde-lease@spokes-lease.be</a> vóór de herstelling.</li>
</ol>
<p>De dealer factureert per inname <strong>25,00 EUR excl. 6% btw</strong> aan Spokes, met het offertenummer (Q…) als referentie.</p>`,
    fr: `<p>À la fin du contrat de leasing, l'employé choisit entre la <strong>restitution</strong> et le <strong>rachat</strong> du vélo. Dans les deux cas, la reprise se fait chez un revendeur Spokes.</p>
<ol>
<li>L'employé reçoit un e-mail trois mois avant la date de fin avec le choix entre restitution et rachat.</li>
<li>L'employé prend rendez-vous chez le revendeur, au plus tard à la date de fin du contrat.</li>
<li>Le revendeur contrôle le vélo à l'aide de la liste d'inspection : cadre, batterie, transmission, freins, pneus et éclairage. Notez le numéro de cadre et l'état de la batterie.</li>
<li>Prenez des photos des deux côtés, du numéro de cadre et des éventuels dommages, et chargez-les avec la liste d'inspection complétée dans la commande.</li>
<li>En cas de restitution, le vélo reste chez le revendeur ; Spokes le fait enlever dans les dix jours ouvrables. En cas de rachat, l'employé paie la valeur résiduelle et repart avec le vélo après paiement.</li>
<li>Tout dommage au-delà de l'usure normale est signalé avec un devis à <a href="mailto:fin-leasing@spokes-lease.be">fin-leasing@spokes-lease.be</a> avant la réparation.</li>
</ol>
<p>Le revendeur facture <strong>25,00 EUR hors TVA de 6 %</strong> par reprise à Spokes, avec le numéro d'offre (Q…) en référence.</p>`,
  },
  'info-damage': {
    nl: `<p>Elke leasefiets is verzekerd tegen materiële schade en diefstal. Meld schade binnen de 48 uur bij de verzekeraar van de leasingmaatschappij en vermeld altijd het offertenummer en het framenummer. Bij diefstal is een proces-verbaal van de politie nodig.</p>
<table>
<thead>
<tr><th>Leasingmaatschappij</th><th>Verzekeraar</th><th>Telefoon</th><th>E-mail</th><th>Dekking</th><th>Vrijstelling</th></tr>
</thead>
<tbody>
<tr><td>Spokes Lease</td><td>Velo Protect NV</td><td><a href="tel:+3293301020">09 330 10 20</a></td><td><a href="mailto:schade@veloprotect.be">schade@veloprotect.be</a></td><td>Materiële schade, diefstal, pechbijstand</td><td>25 EUR, te betalen in de winkel</td></tr>
<tr><td>Axus</td><td>BelCycle Verzekeringen</td><td><a href="tel:+3225551230">02 555 12 30</a></td><td><a href="mailto:claims@belcycle.be">claims@belcycle.be</a></td><td>Materiële schade, diefstal</td><td>35 EUR bij herstelling, 150 EUR bij totaal verlies</td></tr>
<tr><td>Lease Partners</td><td>Assurances du Pédalier</td><td><a href="tel:+3243307788">04 330 77 88</a></td><td><a href="mailto:sinistres@pedalier.be">sinistres@pedalier.be</a></td><td>Materiële schade, diefstal, vandalisme</td><td>75 EUR</td></tr>
<tr><td>Fleet Lease Belgium</td><td>Fietsverzekering De Schelde</td><td><a href="tel:+3232201144">03 220 11 44</a></td><td><a href="mailto:schade@deschelde-fiets.be">schade@deschelde-fiets.be</a></td><td>Materiële schade, diefstal</td><td>150 EUR bij schade, 500 EUR bij diefstal</td></tr>
<tr><td>Andere leasingmaatschappijen</td><td>Zie leasecontract</td><td>-</td><td>-</td><td>Zie leasecontract</td><td>Vermeld op de leaseofferte</td></tr>
</tbody>
</table>
<h3>Herstelling</h3>
<p>Herstel een fiets pas na akkoord van de verzekeraar. Stuur de offerte voor de herstelling, foto's van de schade en het schadeformulier naar de verzekeraar; de vrijstelling betaalt de werknemer aan de dealer.</p>`,
    fr: `<p>Chaque vélo en leasing est assuré contre les dommages matériels et le vol. Déclarez tout dommage dans les 48 heures à l'assureur de la société de leasing et mentionnez toujours le numéro d'offre et le numéro de cadre. En cas de vol, un procès-verbal de la police est nécessaire.</p>
<table>
<thead>
<tr><th>Société de leasing</th><th>Assureur</th><th>Téléphone</th><th>E-mail</th><th>Couverture</th><th>Franchise</th></tr>
</thead>
<tbody>
<tr><td>Spokes Lease</td><td>Velo Protect SA</td><td><a href="tel:+3293301020">09 330 10 20</a></td><td><a href="mailto:schade@veloprotect.be">schade@veloprotect.be</a></td><td>Dommages matériels, vol, assistance dépannage</td><td>25 EUR, à payer en magasin</td></tr>
<tr><td>Axus</td><td>BelCycle Assurances</td><td><a href="tel:+3225551230">02 555 12 30</a></td><td><a href="mailto:claims@belcycle.be">claims@belcycle.be</a></td><td>Dommages matériels, vol</td><td>35 EUR en cas de réparation, 150 EUR en cas de perte totale</td></tr>
<tr><td>Lease Partners</td><td>Assurances du Pédalier</td><td><a href="tel:+3243307788">04 330 77 88</a></td><td><a href="mailto:sinistres@pedalier.be">sinistres@pedalier.be</a></td><td>Dommages matériels, vol, vandalisme</td><td>75 EUR</td></tr>
<tr><td>Fleet Lease Belgium</td><td>Assurance vélo De Schelde</td><td><a href="tel:+3232201144">03 220 11 44</a></td><td><a href="mailto:schade@deschelde-fiets.be">schade@deschelde-fiets.be</a></td><td>Dommages matériels, vol</td><td>150 EUR pour un dommage, 500 EUR pour un vol</td></tr>
<tr><td>Autres sociétés de leasing</td><td>Voir le contrat de leasing</td><td>-</td><td>-</td><td>Voir le contrat de leasing</td><td>Indiquée sur l'offre de leasing</td></tr>
</tbody>
</table>
<h3>Réparation</h3>
<p>Ne réparez un vélo qu'après accord de l'assureur. Envoyez le devis de réparation, des photos du dommage et le formulaire de déclaration à l'assureur ; l'employé paie la franchise au revendeur.</p>`,
  },
  contact: {
    nl: `<p>Spokes Lease NV, Kortrijksesteenweg 1120, 9051 Gent. Bereikbaar op werkdagen van 8.30 tot 17.00 uur.</p>
<table>
<thead>
<tr><th>Dienst</th><th>Telefoon</th><th>E-mail</th><th>Voor</th></tr>
</thead>
<tbody>
<tr><td>Dealerondersteuning</td><td><a href="tel:+3293961000">09 396 10 00</a></td><td><a href="mailto:dealers@spokes-lease.be">dealers@spokes-lease.be</a></td><td>Offertes, bestellingen en leveringen</td></tr>
<tr><td>Werkgevers</td><td><a href="tel:+3293961010">09 396 10 10</a></td><td><a href="mailto:werkgevers@spokes-lease.be">werkgevers@spokes-lease.be</a></td><td>Goedkeuringen, kostenplaatsen en het werkgeversportaal</td></tr>
<tr><td>Boekhouding</td><td><a href="tel:+3293961020">09 396 10 20</a></td><td><a href="mailto:facturatie@spokes-lease.be">facturatie@spokes-lease.be</a></td><td>Facturen en betalingen</td></tr>
<tr><td>Schade en einde lease</td><td><a href="tel:+3293961030">09 396 10 30</a></td><td><a href="mailto:einde-lease@spokes-lease.be">einde-lease@spokes-lease.be</a></td><td>Schadedossiers, teruggave en overname</td></tr>
<tr><td>Nummerplaten</td><td><a href="tel:+3293961040">09 396 10 40</a></td><td><a href="mailto:nummerplaten@spokes-lease.be">nummerplaten@spokes-lease.be</a></td><td>Inschrijving van speed pedelecs</td></tr>
</tbody>
</table>`,
    fr: `<p>Spokes Lease SA, Kortrijksesteenweg 1120, 9051 Gand. Joignable les jours ouvrables de 8 h 30 à 17 h.</p>
<table>
<thead>
<tr><th>Service</th><th>Téléphone</th><th>E-mail</th><th>Pour</th></tr>
</thead>
<tbody>
<tr><td>Support revendeurs</td><td><a href="tel:+3293961001">09 396 10 01</a></td><td><a href="mailto:revendeurs@spokes-lease.be">revendeurs@spokes-lease.be</a></td><td>Offres, commandes et livraisons</td></tr>
<tr><td>Employeurs</td><td><a href="tel:+3293961011">09 396 10 11</a></td><td><a href="mailto:employeurs@spokes-lease.be">employeurs@spokes-lease.be</a></td><td>Approbations, centres de coûts et portail employeurs</td></tr>
<tr><td>Comptabilité</td><td><a href="tel:+3293961020">09 396 10 20</a></td><td><a href="mailto:facturation@spokes-lease.be">facturation@spokes-lease.be</a></td><td>Factures et paiements</td></tr>
<tr><td>Dommages et fin de leasing</td><td><a href="tel:+3293961030">09 396 10 30</a></td><td><a href="mailto:fin-leasing@spokes-lease.be">fin-leasing@spokes-lease.be</a></td><td>Dossiers de sinistre, restitution et rachat</td></tr>
<tr><td>Plaques d'immatriculation</td><td><a href="tel:+3293961040">09 396 10 40</a></td><td><a href="mailto:plaques@spokes-lease.be">plaques@spokes-lease.be</a></td><td>Immatriculation des speed pedelecs</td></tr>
</tbody>
</table>`,
  },
};
