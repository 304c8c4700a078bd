import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { createTestApp } from '../../test/test-app';
import { EXPORTS_AT_ONCE } from './employer-quotations-export-route';
import {
  employerListScene,
  type EmployerListScene,
  type TestApp,
} from '../../test/employer-list-test-support';

type Client = EmployerListScene['users']['superUser'];

describe("the employer portal's quotation export", () => {
  let app: TestApp;
  let scene: EmployerListScene;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    scene = await employerListScene(app);
    baseUrl = await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  const download = (client: Client | null, query = '') =>
    fetch(`${baseUrl}/files/employer-quotations.csv${query}`, {
      headers: client ? { cookie: client.cookie } : {},
    });
  /** The file's lines split into cells (none of the test data holds a semicolon or a quote). */
  const cells = async (response: Response) => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(';'));
  };

  it('streams CSV for a Belgian spreadsheet: BOM, semicolons, decimal comma, DD/MM/YYYY, a dated file name', async () => {
    const response = await download(scene.users.parentEmployer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="offertes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-row-count')).toBe('3');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = await cells(response);
    expect(header).toEqual([
      'Offertenummer',
      'Werknemer',
      'Orderstatus',
      'Status contracteinde',
      'Bedrijf',
      'Nummerplaat',
      'Kostenplaats',
      'Offertedatum',
      'Startdatum',
      'Einddatum',
      'Leasebedrag incl. btw',
      'Goedgekeurd',
      'Reden',
    ]);
    const { delivered, refused, signed } = scene.quotations;
    expect(rows.map((row) => row[0])).toEqual([
      refused.quotation_number,
      delivered.quotation_number,
      signed.quotation_number,
    ]);
    expect(rows[1]).toEqual([
      delivered.quotation_number,
      delivered.employee_name,
      'Geleverd',
      'Overname',
      'Child BV',
      'S-ABC-123',
      '',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      '15/01/2025',
      // 23:30 UTC on 31/03 is 1 April in Brussels.
      '01/04/2028',
      '1234,56',
      'Goedgekeurd',
      'Akkoord HR',
    ]);
    expect(rows[0].slice(10)).toEqual(['99,00', 'Geweigerd', 'Budget op']);
  });

  it('never holds NEW, TESTPURPOSES or quotations without an order', async () => {
    const numbers = (await cells(await download(scene.users.superUser))).map((row) => row[0]);
    for (const hidden of Object.values(scene.quotations.hidden))
      expect(numbers).not.toContain(hidden.quotation_number);
    expect(numbers).toContain(scene.quotations.otherSigned.quotation_number);
  });

  it("gives another company's employer only its own rows, and none of a company it does not have", async () => {
    const own = await cells(await download(scene.users.otherEmployer));
    expect(own.slice(1).map((row) => row[0])).toEqual([scene.quotations.otherSigned.quotation_number]);
    const foreign = await download(scene.users.otherEmployer, `?company_id=${scene.companies.parent.id}`);
    expect(foreign.status).toBe(200);
    expect(await cells(foreign)).toHaveLength(1);
  });

  it("takes the list's filters and sort from the query string, and refuses what does not read", async () => {
    const { signed, delivered, refused } = scene.quotations;
    const sorted = await cells(await download(scene.users.parentEmployer, '?sort=start_date'));
    expect(sorted.slice(1).map((row) => row[0])).toEqual([
      delivered.quotation_number,
      signed.quotation_number,
      refused.quotation_number,
    ]);
    const filtered = await cells(
      await download(scene.users.parentEmployer, `?quotation_number=${signed.quotation_number.slice(1)}`),
    );
    expect(filtered.slice(1).map((row) => row[0])).toEqual([signed.quotation_number]);
    expect((await download(scene.users.parentEmployer, '?end_month=2028-4')).status).toBe(400);
    expect((await download(scene.users.parentEmployer, '?sort=-employee')).status).toBe(400);
    expect((await download(scene.users.parentEmployer, '?company_id=abc')).status).toBe(400);
  });

  it('writes the header and the file name in the user’s language and escapes a cell that would be a formula', async () => {
    const { delivered } = scene.quotations;
    await app.database.db
      .update(employees)
      .set({ first_name: '=1+2', last_name: 'Évelyne' })
      .where(eq(employees.id, delivered.employee_fk));
    const user = scene.users.childEmployer;
    await user.request('mutation { updateMyLanguage(language: "fr") { language } }');
    const response = await download(user);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="offres-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = await cells(response);
    expect(header[0]).toBe("Numéro d'offre");
    const row = rows.find((cells) => cells[0] === delivered.quotation_number)!;
    expect(row[1].startsWith("'=")).toBe(true);
    expect(row[1]).toContain('Évelyne');
    expect(row[3]).toBe('Reprise');
  });

  it('answers 401 without a session and 403 to a dealer without companies', async () => {
    expect((await download(null)).status).toBe(401);
    expect((await download(scene.users.dealer)).status).toBe(403);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses one export more than EXPORTS_AT_ONCE with EXPORT_BUSY, and serves again once they end',
    async () => {
      // Exports wait on a lock of the quotations table, so they stay counted until it goes.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const lock = app.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table quotations in access exclusive mode`);
        locked();
        await released;
      });
      await isLocked;
      const waiting = Array.from({ length: EXPORTS_AT_ONCE }, () => download(scene.users.parentEmployer));
      try {
        // Each export started has its one cursor waiting for the lock.
        await expect
          .poll(async () => {
            const result = (await app.database.db.execute(
              sql`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'
                    and query like 'declare batches %'`,
            )) as unknown as { rows: { waiting: number }[] };
            return result.rows[0].waiting;
          })
          .toBe(EXPORTS_AT_ONCE);

        const busy = await download(scene.users.parentEmployer);
        expect(busy.status).toBe(429);
        expect(busy.headers.get('retry-after')).toBe('30');
        expect(await busy.json()).toEqual({
          error: {
            code: 'EXPORT_BUSY',
            i18nKey: 'errors.exportBusy',
            message: 'Er lopen al te veel exports tegelijk. Probeer het over een minuut opnieuw.',
          },
        });
      } finally {
        release();
        await lock;
      }
      for (const response of await Promise.all(waiting)) {
        expect(response.status).toBe(200);
        expect(await cells(response)).toHaveLength(4);
      }
      expect((await download(scene.users.parentEmployer)).status).toBe(200);
    },
  );
});
