import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  orderScene,
  pdfFile,
  smallPdf,
  type TestApp,
} from '../test/documents-test-support';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from './body-gate';

const CREATE = `mutation($input: CreateOrderLogInput!) { createOrderLog(input: $input) { id } }`;

/**
 * Sends raw bytes and collects what comes back until the server closes the connection: a server
 * that waited for the rest of the body would never close it, and the test would time out.
 */
function exchange(baseUrl: string, ...parts: (string | Uint8Array)[]) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const settle = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', settle);
    // Writing the rest of a body the server no longer reads may fail once it has answered.
    socket.on('error', (error) => (chunks.length ? settle() : reject(error)));
    for (const part of parts) socket.write(part);
  });
}

function requestHead(contentType: string, headers: Record<string, string>) {
  const lines = Object.entries({
    host: 'localhost',
    'content-type': contentType,
    'x-graphql-yoga-csrf': '1',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST /graphql HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

const multipartHead = (headers: Record<string, string>) =>
  requestHead('multipart/form-data; boundary=spokes', headers);
const jsonHead = (headers: Record<string, string>) => requestHead('application/json', headers);

/** `count` chunks of 1 MiB in the chunked transfer coding, and the last chunk when `end`. */
function chunkedBody(count: number, end = false) {
  const chunk = new Uint8Array(1024 * 1024);
  const frame = Buffer.concat([
    Buffer.from(`${chunk.byteLength.toString(16)}\r\n`),
    chunk,
    Buffer.from('\r\n'),
  ]);
  return [...Array<Buffer>(count).fill(frame), ...(end ? [Buffer.from('0\r\n\r\n')] : [])];
}

let app: TestApp;
let close: () => Promise<void>;
let baseUrl: string;
let scene: Awaited<ReturnType<typeof orderScene>>;
beforeAll(async () => {
  ({ app, close } = await createDocumentsTestApp());
  baseUrl = await app.listen(0, '127.0.0.1');
  scene = await orderScene(app);
});
afterAll(() => close());

describe('multipart requests before GraphQL reads them', () => {
  it('answers 401 to an upload without a session from its headers, never waiting for the body', async () => {
    const response = await exchange(baseUrl, multipartHead({ 'content-length': '1000000' }));
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED', i18nKey: 'errors.unauthenticated' } }],
    });
  });

  it('hands on a form whose two files together pass 10 MB while each stays within it', async () => {
    const form = new FormData();
    const variables = { input: { order_fk: scene.order.id, order_log_type_fk: 2, files: [null, null] } };
    form.set('operations', JSON.stringify({ query: CREATE, variables }));
    form.set('map', JSON.stringify({ 0: ['variables.input.files.0'], 1: ['variables.input.files.1'] }));
    const nineMegabytes = new Uint8Array(9 * 1024 * 1024);
    form.set('0', new File([nineMegabytes], 'invoice.pdf', { type: 'application/pdf' }));
    form.set('1', new File([nineMegabytes], 'receipt.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1', cookie: scene.dealer.cookie },
      body: form,
    });
    // GraphQL judges the files (these are no PDFs); the gate no longer answers 413 for the pair.
    expect(response.status).not.toBe(413);
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).not.toBe('FILE_TOO_LARGE');
  });

  it('answers 413 to a body declared over two files of 10 MB plus the form, before reading it', async () => {
    const head = multipartHead({
      cookie: scene.dealer.cookie,
      'content-length': String(UPLOAD_BODY_MAX_BYTES + 1),
    });
    const response = await exchange(baseUrl, head);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ extensions: { code: 'FILE_TOO_LARGE' } }] });
  });

  it('answers 413 to a chunked body once it passes the cap', async () => {
    const head = multipartHead({ cookie: scene.dealer.cookie, 'transfer-encoding': 'chunked' });
    const chunks = Math.ceil(UPLOAD_BODY_MAX_BYTES / (1024 * 1024)) + 1;
    const response = await exchange(baseUrl, head, ...chunkedBody(chunks));
    expect(response.status).toBe(413);
  });

  it('hands a signed-in chunked upload under the cap on to GraphQL', async () => {
    const form = new FormData();
    const variables = { input: { order_fk: scene.order.id, order_log_type_fk: 2, files: [null] } };
    form.set('operations', JSON.stringify({ query: CREATE, variables }));
    form.set('map', JSON.stringify({ 0: ['variables.input.files.0'] }));
    form.set('0', pdfFile(await smallPdf()));
    const encoded = new Response(form);
    // A stream has no length, so fetch sends it chunked (`duplex` is missing from Node 20's types).
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'x-graphql-yoga-csrf': '1',
        cookie: scene.dealer.cookie,
      },
      body: encoded.body,
      duplex: 'half',
    };
    const response = await fetch(`${baseUrl}/graphql`, init);
    const body = (await response.json()) as { data?: { createOrderLog: { id: number } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.createOrderLog.id).toEqual(expect.any(Number));
  });
});

describe('other GraphQL bodies before GraphQL reads them', () => {
  it('answers 413 to a body declared over the cap, in the shape of a GraphQL error, before reading it', async () => {
    const response = await exchange(baseUrl, jsonHead({ 'content-length': String(JSON_BODY_MAX_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ message: 'De aanvraag is te groot.', extensions: { code: 'REQUEST_TOO_LARGE' } }],
    });
  });

  it('answers 413 to a chunked body once it passes the cap', async () => {
    const chunks = Math.ceil(JSON_BODY_MAX_BYTES / (1024 * 1024)) + 1;
    const response = await exchange(
      baseUrl,
      jsonHead({ 'transfer-encoding': 'chunked' }),
      ...chunkedBody(chunks),
    );
    expect(response.status).toBe(413);
  });

  it('hands a chunked body under the cap on to GraphQL', async () => {
    const query = JSON.stringify({ query: '{ me { id } }' });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: new Blob([query]).stream(),
      duplex: 'half',
    };
    const response = await fetch(`${baseUrl}/graphql`, init);
    // The operation was read and run: it is refused for want of a session, not of a body.
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });
});
