/** @jest-environment node */
import { DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { fileServer } from '../testing/fixtures/deployments';
import { pinnedGet } from './manifestSource';
import { isInternalAddress, pinRemoteUrl } from './remoteUrls';

describe('isInternalAddress', () => {
  it('holds loopback, private, link-local, shared and unspecified addresses, in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect([address, isInternalAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', 'not an address']) {
      expect([address, isInternalAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:93.184.216.34']) {
      expect([address, isInternalAddress(address)]).toEqual([address, false]);
    }
  });
});

describe('pinRemoteUrl', () => {
  it('takes an origin of the list named by its address as it is, internal or not', async () => {
    await expect(pinRemoteUrl(new URL('http://127.0.0.1:8080/shop/'), ['http://127.0.0.1:8080'])).resolves.toMatchObject({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(pinRemoteUrl(new URL('http://[::1]:8080/shop/'), ['http://[::1]:8080'])).resolves.toMatchObject({
      address: '::1',
      family: 6,
    });
  });

  it('refuses an origin off the list, a listed name at an internal address, and a name that does not resolve', async () => {
    await expect(pinRemoteUrl(new URL('http://127.0.0.1:8081/'), ['http://127.0.0.1:8080'])).rejects.toMatchObject({
      status: 422,
      message: DEPLOYMENT_MESSAGES.originNotAllowed('http://127.0.0.1:8081'),
    });
    await expect(pinRemoteUrl(new URL('http://localhost:8080/'), ['http://localhost:8080'])).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^localhost is at /),
    });
    await expect(pinRemoteUrl(new URL('http://no-such-host.invalid/'), ['http://no-such-host.invalid'])).rejects.toMatchObject({
      status: 422,
      message: DEPLOYMENT_MESSAGES.unresolvedHost('no-such-host.invalid'),
    });
  });
});

describe('pinnedGet', () => {
  it('connects to the pinned address whatever the name resolves to, and still names the host', async () => {
    let host: string | undefined;
    const server = await fileServer(() => ({ body: '{}' }));
    const { port } = new URL(server.origin);
    try {
      // rebinding.invalid resolves to nothing at all: the answer can only come from the pinned address.
      const url = new URL(`http://rebinding.invalid:${port}/mf-manifest.json`);
      const response = await pinnedGet({ url, address: '127.0.0.1', family: 4 }, AbortSignal.timeout(5000));
      host = (response as typeof response & { req: { getHeader(name: string): unknown } }).req.getHeader('host') as string;
      expect(response.statusCode).toBe(200);
      response.resume();
    } finally {
      await server.close();
    }
    expect(host).toBe(`rebinding.invalid:${port}`);
  });
});
