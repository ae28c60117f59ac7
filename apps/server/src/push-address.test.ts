import { describe, expect, it } from 'vitest';
import { isPrivateAddress, PRIVATE_ADDRESS, publicLookup } from './push-address';

describe('addresses a push is never sent to', () => {
  it('knows this machine, private networks and reserved ranges, in IPv4, IPv6 and IPv4 inside IPv6', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.7',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // a cloud's metadata service
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:7',
      'not an address',
    ];
    const allowed = ['142.250.74.138', '8.8.8.8', '172.32.0.1', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8'];
    expect(refused.filter((ip) => !isPrivateAddress(ip))).toEqual([]);
    expect(allowed.filter((ip) => isPrivateAddress(ip))).toEqual([]);
  });

  it('refuses a name that resolves to one (localhost), with its own code', async () => {
    const code = await new Promise<string | undefined>((resolve) =>
      publicLookup('localhost', {}, (err) => resolve(err?.code)),
    );
    expect(code).toBe(PRIVATE_ADDRESS);
  });
});
