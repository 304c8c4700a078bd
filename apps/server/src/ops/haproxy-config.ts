/** Where HAProxy listens and how it finds the instances. */
export type ProxyLayout = {
  bind: string;
  /** `server` lines, or a `server-template` that finds them by a service name. */
  servers: string[];
  /** The address HAProxy connects to the instances from, the one their TRUSTED_PROXIES names. */
  source?: string;
  /** A `resolvers` section, for a `server-template`. */
  resolvers?: string;
};

/**
 * Round robin over the instances, each checked on /readyz every second: one that drains or
 * fails three checks gets no new request. A request whose connection is refused (an instance just
 * killed, not yet marked down) is sent to another (`redispatch`); one already sent is never sent
 * twice, so a mutation in flight on a dying instance fails instead of running twice. The same
 * rules for `npm run cluster` and for compose.yaml (deploy/haproxy.cfg).
 */
export function haproxyConfig(layout: ProxyLayout): string {
  return `global
  log stdout format raw local0 notice
  maxconn 4096
${layout.resolvers ? `\n${layout.resolvers.trimEnd()}\n` : ''}
defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A live updates websocket stays open for as long as the page does.
  timeout tunnel 1h
  retries 2
  # A refused connection is tried again at once on another instance, not on the same one after 1 s.
  option redispatch 1

frontend spokes
  bind ${layout.bind}
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  # Replaced, not appended to: what a client sends itself is never passed on.
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  # Each instance's metrics are for the scraper that reaches it directly.
  http-request deny deny_status 404 if { path /metrics }
  default_backend instances

backend instances
  balance roundrobin
${layout.source ? `  source ${layout.source}\n` : ''}  option httpchk GET /readyz
  http-check expect status 200
  # A busy instance answers its probe late, not never: marked down only after 3 checks of 5 s
  # fail (a killed one refuses at once: 3 s).
  timeout check 5s
  default-server check inter 1s fall 3 rise 2
${layout.servers.map((line) => `  ${line}`).join('\n')}
`;
}

/** compose.yaml's proxy: up to eight replicas of the `app` service, found through Docker's DNS. */
export const composeLayout: ProxyLayout = {
  bind: '*:8080',
  resolvers: `resolvers docker
  nameserver dns 127.0.0.11:53
  hold valid 5s`,
  servers: ['server-template app- 1-8 app:3000 resolvers docker init-addr none'],
};
