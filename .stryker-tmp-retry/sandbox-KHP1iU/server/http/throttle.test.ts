// @ts-nocheck
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddress, isAddressKey, signInCounters } from './throttle'

describe('client addresses as counter keys', () => {
  it('keep IPv4 as it is, also IPv4-mapped, and count IPv6 by its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('2001:db8:0:1::5')).toBe(addressKey('2001:db8:0:1:ffff::9'))
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(isAddressKey(addressKey('2001:db8:0:1::5'))).toBe(true)
    expect(isAddressKey('not an address')).toBe(false)
  })

  it('believe X-Forwarded-For only as far as the trusted proxies reach', async () => {
    const app = new Hono().get('/:hops', (c) => c.text(clientAddress(c, Number(c.req.param('hops')))))
    const ask = async (hops: number, forwarded: string) =>
      (await app.request(`/${hops}`, { headers: { 'x-forwarded-for': forwarded } })).text()
    // No socket under app.request(): without trusted proxies the address is unknown, whatever the header says.
    expect(await ask(0, '198.51.100.1')).toBe('unknown')
    expect(await ask(1, 'spoofed, 198.51.100.1')).toBe('198.51.100.1')
    expect(await ask(2, '198.51.100.1, 10.0.0.2')).toBe('198.51.100.1')
    expect(await ask(1, 'not-an-address')).toBe('unknown')
  })

  it('count sign-ins per normalized email and per address', () => {
    const [account, address] = signInCounters('shop-sign-in', {
      address: '198.51.100.1',
      email: '  Jana.Novakova@Example.com ',
    })
    expect(account).toMatchObject({
      key: 'jana.novakova@example.com',
      limit: { scope: 'shop-sign-in:account', limit: 10, windowSeconds: 900 },
    })
    expect(address).toMatchObject({
      key: '198.51.100.1',
      limit: { scope: 'shop-sign-in:address', limit: 30, windowSeconds: 900 },
    })
  })
})
