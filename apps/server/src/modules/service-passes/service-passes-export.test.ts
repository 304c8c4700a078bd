import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { servicePasses } from '../../db/schema/service-passes';
import { listeningAppSuite } from '../../test/app-suite';
import { createDealer } from '../../test/factories';
import { signedIn } from '../../test/signed-in';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe("service-pass management's CSV export", () => {
  const suite = listeningAppSuite();
  const db = () => suite.app.database.db;
  let admin: Client;
  let dealerUser: Client;
  const prefix = `3120${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const codes = [`${prefix}000001`, `${prefix}000002`, `${prefix}000003`];

  beforeAll(async () => {
    admin = await signedIn(suite.app, { super_user: true });
    const dealer = await createDealer(db(), { name: 'Fietsen Export' });
    dealerUser = await signedIn(suite.app, { dealerIds: [dealer.id] });
    await db()
      .insert(servicePasses)
      .values([
        {
          barcode: codes[2],
          dealer_name: 'Velo; Vrij',
          starting_amount: 15000,
          remaining_amount: 10450,
          used_amount: 4550,
        },
        { barcode: codes[0], dealer_fk: dealer.id, employee_name: '=Jan', comment: 'Doos 4' },
        { barcode: codes[1], status: 'BLOCKED', blocked_at: new Date('2026-03-01T22:30:00Z') },
      ]);
  });

  const download = (client: Client | null, query = '') =>
    fetch(`${suite.baseUrl}/files/service-passes.csv${query}`, {
      headers: client ? { cookie: client.cookie } : {},
    });
  const text = async (response: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

  it('streams the filtered list for a Belgian spreadsheet: BOM, semicolons, decimal comma, DD/MM/YYYY', async () => {
    const response = await download(admin, `?barcode=${prefix}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="servicepassen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-row-count')).toBe('3');
    const body = await text(response);
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Barcode;Dealer;Werknemer;Bedrijf;Facturatie;Fiets;Offerte;Startbedrag;Gebruikt;Beschikbaar;Opmerking;Status;Geblokkeerd op;Leeggemaakt op',
    );
    const grouped = (code: string) => code.match(/.{1,4}/g)!.join(' ');
    expect(lines.slice(1)).toEqual([
      `${grouped(codes[0])};Fietsen Export;'=Jan;;;;;0,00;0,00;0,00;Doos 4;Actief;;`,
      `${grouped(codes[1])};;;;;;;0,00;0,00;0,00;;Geblokkeerd;01/03/2026;`,
      `${grouped(codes[2])};"Velo; Vrij";;;;;;150,00;45,50;104,50;;Actief;;`,
    ]);
  });

  it('filters like the list and refuses anyone but a super user', async () => {
    const response = await download(admin, `?barcode=${prefix}&dealer_name=export`);
    expect((await text(response)).split('\r\n').filter(Boolean)).toHaveLength(2);
    expect((await download(dealerUser)).status).toBe(403);
    expect((await download(null)).status).toBe(401);
  });
});
