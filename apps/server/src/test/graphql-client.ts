import type { App } from '../app';

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; i18nKey?: string } }[];
};

/**
 * Talks to the app like a browser: through HTTP semantics, carrying the session cookie, from
 * `remoteAddress` when given (for per-address limits).
 */
export function graphqlClient(app: Pick<App, 'yoga'>, options: { remoteAddress?: string } = {}) {
  let cookie = '';
  const client = {
    /** The caller's address; a test may change it, as a laptop moves to another network. */
    remoteAddress: options.remoteAddress,
    get cookie() {
      return cookie;
    },
    /** A cookie kept from before (a copied session, a stolen one). */
    set cookie(value: string) {
      cookie = value;
    },
    async request<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
      const response = await app.yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-graphql-yoga-csrf': '1',
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({ query, variables }),
        },
        client.remoteAddress ? { remoteAddress: client.remoteAddress } : {},
      );
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair] = setCookie.split(';');
        cookie = pair.endsWith('=') ? '' : pair;
      }
      return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
    },
    /**
     * A GraphQL multipart request (the multipart request spec that browser upload libraries
     * send): `files` maps variable paths such as `variables.input.files.0` to files. The form is
     * serialised to real multipart bytes with a boundary, as a browser would send it.
     */
    async upload<T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown>,
      files: [path: string, file: File][],
    ) {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
      files.forEach(([, file], i) => form.set(String(i), file));
      const encoded = new Response(form);
      const response = await app.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          'x-graphql-yoga-csrf': '1',
          ...(cookie ? { cookie } : {}),
        },
        body: await encoded.arrayBuffer(),
      });
      return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
    },
    async signIn(email: string, password: string) {
      const { body } = await client.request<{ signIn: { status: string } }>(
        'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { status } }',
        { email, password },
      );
      if (body.errors) throw new Error(`sign-in failed: ${body.errors[0].message}`);
      return body.data!.signIn.status;
    },
  };
  return client;
}

export function errorCode(response: { body: GraphQLResponse }): string | undefined {
  return response.body.errors?.[0]?.extensions?.code;
}
