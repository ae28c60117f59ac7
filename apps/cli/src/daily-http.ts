/**
 * `kortbord daily --server`: the server's HTTP side as a guest, the way a browser is one. The
 * server knows a guest by its `kb_daily` cookie (one ranked attempt per guest and day); the terminal
 * keeps it per server in its own config folder, so the next run is the same guest.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Refused {
  readonly code: string;
  readonly message: string;
  readonly reason?: { code: string; params?: Record<string, string | number> };
}

export type Answer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Refused };

const jarFile = (env: NodeJS.ProcessEnv): string =>
  join(env['XDG_CONFIG_HOME'] || join(homedir(), '.config'), 'kortbord', 'cookies.json');

function readJar(env: NodeJS.ProcessEnv): Record<string, string> {
  try {
    const v = JSON.parse(readFileSync(jarFile(env), 'utf8')) as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A guest's cookies at one server: what it set, sent back on every request. */
export class Guest {
  private cookies: Map<string, string>;
  constructor(
    readonly origin: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    const kept = readJar(env)[origin] ?? '';
    this.cookies = new Map(
      kept
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)] as [string, string]),
    );
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private take(res: Response): void {
    const set = res.headers.getSetCookie?.() ?? [];
    if (!set.length) return;
    for (const line of set) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    try {
      const file = jarFile(this.env);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...readJar(this.env), [this.origin]: this.header() }, null, 2), {
        mode: 0o600,
      });
    } catch {
      // Not kept: this run still plays as the guest; the next is a new one.
    }
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.origin), {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookies.size ? { cookie: this.header() } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      return { ok: false, error: { code: 'network', message: cause?.code ?? cause?.message ?? String(e) } };
    }
    this.take(res);
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      return { ok: false, error: { code: 'internal', message: `HTTP ${res.status}` } };
    }
    if (!res.ok) {
      const err = (data as { error?: Refused } | null)?.error;
      return { ok: false, error: err ?? { code: 'internal', message: `HTTP ${res.status}` } };
    }
    return { ok: true, value: data as T };
  }
}
