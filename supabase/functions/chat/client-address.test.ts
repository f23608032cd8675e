import { addressKey, clientAddress, networkKey } from './client-address.ts'

describe('addressKey: what the per-client limit counts', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::FFFF', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['64:ff9b::203.0.113.5', '64:ff9b:0:0::/64'],
    ['[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['203.0.113.5:8080', '203.0.113.5'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })

  it.each(['not-an-address', '1.2.3.999', '2001:db8::1::2', '2001:db8:1:2:3:4:5:6:7', 'fe80::1%eth0'])(
    'keeps %s as it came',
    (address) => {
      expect(addressKey(address)).toBe(address)
    },
  )

  it('cuts anything else to 64 characters', () => {
    expect(addressKey('z'.repeat(300))).toBe('z'.repeat(64))
  })

  it('keys the platform header the same way', () => {
    expect(clientAddress(new Headers({ 'cf-connecting-ip': '2001:db8:9:9::42' }))).toBe('2001:db8:9:9::/64')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 2001:db8:9:9:1::2' }))).toBe('2001:db8:9:9::/64')
  })
})

describe('networkKey: the /48 whose share of the global cap a request spends', () => {
  it.each([
    ['2001:db8:77:1::/64', '2001:db8:77::/48'],
    ['2001:db8:77:ffff::/64', '2001:db8:77::/48'],
    ['0:0:0:0::/64', '0:0:0::/48'],
  ])('%s lies in %s', (key, network) => {
    expect(networkKey(key)).toBe(network)
  })

  it.each(['203.0.113.5', 'unknown', 'not-an-address', '2001:db8:1:2:3:4:5:6:7'])('%s has none', (key) => {
    expect(networkKey(key)).toBeNull()
  })

  it('puts every /64 of one /48 in the same network', () => {
    const keys = ['2001:db8:77:1::9', '2001:db8:77:2a::1', '2001:db8:77:ffff::1'].map(addressKey)
    expect(new Set(keys).size).toBe(3)
    expect(new Set(keys.map(networkKey))).toEqual(new Set(['2001:db8:77::/48']))
  })
})
