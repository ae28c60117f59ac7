/**
 * A passkey in software, for the proofs: a P-256 key answering WebAuthn registration and sign-in
 * options as a browser's authenticator would (attestation "none"), with the origin and challenge
 * the test chooses, so a wrong one can be sent on purpose.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [k: string]: Cbor };

/** The few CBOR items WebAuthn needs: integers, byte and text strings, maps. */
function cbor(v: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), v]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface Asked {
  readonly challenge: string;
  readonly rp?: { id: string };
  readonly rpId?: string;
}

export function softPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  let counter = 0;
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (rpID: string, flags: number, extra: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, extra]);
  };
  return {
    id: b64(id),
    /** The answer to registration options, as made at `origin` (a browser's page). */
    register(options: Asked, origin: string, challenge = options.challenge) {
      const rpID = options.rp?.id ?? new URL(origin).hostname;
      const cose = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const data = authData(rpID, 0x45, Buffer.concat([Buffer.alloc(16), idLength, id, cbor(cose)]));
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64(cbor({ fmt: 'none', attStmt: {}, authData: data })),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to sign-in options, as made at `origin`. */
    signIn(options: Asked, origin: string, challenge = options.challenge) {
      const rpID = options.rpId ?? new URL(origin).hostname;
      const data = authData(rpID, 0x05);
      const client = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
