import { describe, expect, it } from 'vitest';
import { listeningAppSuite } from '../../test/app-suite';
import { createDealer } from '../../test/factories';
import { signedIn } from '../../test/signed-in';
import { outboxAttachmentPath } from '../mail/outbox-attachment-path';
import { queueMail } from '../mail/queue-mail';

describe("an outbox mail's attachments", () => {
  const suite = listeningAppSuite();

  it('download as sent for super users, and for no one else', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 simulatie');
    await suite.app.storage.put('self-service/test.pdf', bytes, 'application/pdf');
    const message = await queueMail(suite.app.database.db, {
      to: 'zoe@example.be',
      template: 'self-service-calculation',
      language: 'nl',
      data: { name: 'Zoë', companyName: 'Brouwerij Zonnedal', dealerName: 'Velo Leuven' },
      attachments: [
        { fileId: 'self-service/test.pdf', filename: 'Simulatie_Zoë.pdf', contentType: 'application/pdf' },
      ],
    });
    const url = `${suite.baseUrl}${outboxAttachmentPath(message.id, 0)}`;
    const superUser = await signedIn(suite.app, { super_user: true });
    const answer = await fetch(url, { headers: { cookie: superUser.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('Simulatie_Zo');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);

    const dealer = await signedIn(suite.app, { dealerIds: [(await createDealer(suite.app.database.db)).id] });
    expect((await fetch(url, { headers: { cookie: dealer.cookie } })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
    const missing = `${suite.baseUrl}${outboxAttachmentPath(message.id, 1)}`;
    expect((await fetch(missing, { headers: { cookie: superUser.cookie } })).status).toBe(404);
  });
});
