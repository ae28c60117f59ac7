/**
 * The browser's door: the security headers on every response, the WebSocket's Origin check and the
 * request line as it is logged (without its query string, where an invite code travels).
 */
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * Every response's headers. The built client is one script file and one style sheet from this origin
 * (apps/web/index.html has no inline script), so the policy allows this origin only; `connect-src
 * 'self'` covers the live connection's ws:/wss: on the same host. React's `style={...}` sets styles
 * through the DOM, which a CSP does not govern, so no 'unsafe-inline' is needed. No
 * `upgrade-insecure-requests` or HSTS: `npm start` serves plain HTTP on :8080, and a TLS proxy in
 * front sets its own HSTS.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // The older spelling of frame-ancestors, for browsers that know only it.
    frameguard: { action: 'deny' },
    // An invite link's query string is never sent on to another site, nor the table's path.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

/** An origin as the WebSocket's `Origin` header writes it: scheme://host[:port], lower case. */
const normalOrigin = (o: string): string | null => {
  try {
    const u = new URL(o);
    return u.origin === 'null' ? null : u.origin.toLowerCase();
  } catch {
    return null;
  }
};

export type OriginVerdict = { ok: true } | { ok: false; origin: string };

/**
 * May a connection with this `Origin` drive a seat? A browser always sends `Origin` on a WebSocket
 * handshake, so a missing one is a program (the CLI, the bots' tests, a script), which could forge
 * any header anyway: it is let in, and the seat token remains what guards a seat. A browser page is
 * let in when it was served by this host (`Origin`'s host is the request's `Host`) or its origin is
 * one of `allowed` (ALLOWED_ORIGINS, for a site served from another name, or Vite's dev server).
 */
export function checkOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): OriginVerdict {
  if (origin === undefined) return { ok: true };
  const o = normalOrigin(origin);
  if (o !== null) {
    if (host && new URL(o).host === host.toLowerCase()) return { ok: true };
    if (allowed.some((a) => normalOrigin(a) === o)) return { ok: true };
  }
  return { ok: false, origin };
}

/** The request as Fastify logs it, its query string cut off: `/t/x?invite=...` is logged `/t/x?…`. */
export function requestForLog(req: {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}): Record<string, string | number | undefined> {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return {
    method: req.method,
    url: q < 0 ? url : `${url.slice(0, q)}?…`,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
