/**
 * A push service for tests (issue 34): an https server on 127.0.0.1 with a certificate made here
 * (openssl), which receives the real Web Push requests and decrypts each per RFC 8291 (aes128gcm,
 * RFC 8188) with the subscription's private key, as a browser would. Only a test's server is told to
 * trust the certificate (its agent) and to post to 127.0.0.1 (its allow-list).
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tempDir } from './helpers';

/** A browser's side of one subscription: its key pair and auth secret. */
export interface TestSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
}

export interface Received {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, n: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, n));

/** The plaintext of an aes128gcm Web Push message body for `sub` (RFC 8291 §3.4, RFC 8188 §2). */
export function decryptPush(body: Buffer, sub: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error('more than one record');
  const uaPublic = sub.ecdh.getPublicKey();
  const secret = sub.ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(secret, sub.authSecret, info, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
  // The last record ends with the delimiter 2, then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * How a path answers: `redirect` a 307 to another path of the service; `hang` never; `huge` a 201
 * with a body that never ends; `hold` never, counting the message as held (not received).
 */
export type Misbehaviour = 'redirect' | 'hang' | 'huge' | 'hold';

export async function testPushService(): Promise<{
  url: string;
  agent: Agent;
  /** The certificate's file, for a server process's NODE_EXTRA_CA_CERTS. */
  certFile: string;
  received: Received[];
  /** Every request that reached the service, by path (misbehaving paths' too). */
  requests: string[];
  /** Messages taken by a `hold` path and never answered. */
  held(): number;
  /** The port each held message came from (its sender's end of the connection). */
  heldFrom: number[];
  /** The bytes of a `huge` body written before its reader hung up, per request. */
  hugeWritten: number[];
  misbehave(pathPrefix: string, how: Misbehaviour | null): void;
  /** TCP connections opened to the service so far (a refused push opens none). */
  connections(): number;
  subscription(path: string): TestSubscription;
  /** Answers the next `n` requests with this status instead of 201. */
  fail(n: number, status: number): void;
  close(): Promise<void>;
}> {
  const tmp = tempDir('kortbord-push-');
  const key = join(tmp.dir, 'key.pem');
  const cert = join(tmp.dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  const received: Received[] = [];
  const requests: string[] = [];
  const hugeWritten: number[] = [];
  const bad = new Map<string, Misbehaviour>();
  let heldCount = 0;
  const heldFrom: number[] = [];
  let failing = 0;
  let failStatus = 500;
  const server: Server = createServer(pem, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push(path);
      const how = [...bad].find(([prefix]) => path.startsWith(prefix))?.[1];
      if (how === 'hold') {
        heldCount++;
        heldFrom.push(req.socket.remotePort ?? 0);
        return;
      }
      if (how === 'hang') return;
      if (how === 'redirect') {
        res.writeHead(307, { location: `${url}/redirected${path}` }).end();
        return;
      }
      if (how === 'huge') {
        res.writeHead(201, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(64 * 1024, 120);
        let written = 0;
        const more = () => {
          while (!res.destroyed) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
        };
        res.on('close', () => hugeWritten.push(written));
        more();
        return;
      }
      if (failing > 0) {
        failing--;
        res.writeHead(failStatus).end();
        return;
      }
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    agent: new Agent({ ca: pem.cert, keepAlive: false }),
    certFile: cert,
    received,
    requests,
    held: () => heldCount,
    heldFrom,
    hugeWritten,
    misbehave(prefix, how) {
      if (how) bad.set(prefix, how);
      else bad.delete(prefix);
    },
    connections: () => connections,
    subscription(path) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${url}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
    },
    fail(n, status) {
      failing = n;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => {
          tmp.remove();
          r();
        });
      }),
  };
}
