import { parse, serialize } from 'cookie';

/** Reads and writes the session cookie; HttpOnly, SameSite=Lax, and `__Host-` + Secure over https. */
export type SessionCookies = {
  token: string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** Set-Cookie header values to add to the response. */
  pending(): string[];
};

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-spokes_session' : 'spokes_session';
}

export function createSessionCookies(cookieHeader: string | null, secure: boolean): SessionCookies {
  const name = sessionCookieName(secure);
  const token = cookieHeader ? (parse(cookieHeader)[name] ?? null) : null;
  const out: string[] = [];
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    token,
    set(value, expiresAt) {
      out.push(serialize(name, value, { ...options, expires: expiresAt }));
    },
    clear() {
      out.push(serialize(name, '', { ...options, maxAge: 0 }));
    },
    pending: () => out,
  };
}
