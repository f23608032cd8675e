import { EVENT_LIMITS, jsonbTextByteLength, jsonByteLength } from './limits'

// tests/db/check-types.mjs compares the same function with PostgreSQL itself; these pin the rules.
describe('jsonbTextByteLength', () => {
  it('counts the space jsonb prints after every colon and comma', () => {
    expect(jsonByteLength({ a: 1, b: [1, 2] })).toBe(17)
    expect(jsonbTextByteLength({ a: 1, b: [1, 2] })).toBe(21) // {"a": 1, "b": [1, 2]}
    expect(jsonbTextByteLength({})).toBe(2)
    expect(jsonbTextByteLength({ list: [] })).toBe(12) // {"list": []}
  })

  it('counts UTF-8 bytes and JSON escapes', () => {
    expect(jsonbTextByteLength({ s: 'é😀' })).toBe(15) // {"s": "é😀"}: 2 + 4 bytes of text
    expect(jsonbTextByteLength({ s: 'a"b\n' })).toBe(15) // {"s": "a\"b\n"}
  })

  it('prints numbers without exponents, as PostgreSQL does', () => {
    expect(jsonbTextByteLength({ n: 1e21 })).toBe(29) // {"n": 1000000000000000000000}
    expect(jsonbTextByteLength({ n: 1.5e-7 })).toBe(17) // {"n": 0.00000015}
    expect(jsonbTextByteLength({ n: -2.5e-10 })).toBe(21) // {"n": -0.00000000025}
  })

  it('measures dates and other values as their JSON form', () => {
    expect(jsonbTextByteLength({ d: new Date('2030-01-02T00:00:00Z') })).toBe(33)
    expect(jsonbTextByteLength({ a: undefined, b: 1 })).toBe(8) // {"b": 1}
  })

  it('has the 2 KB event cap', () => {
    expect(EVENT_LIMITS.metadataBytes).toBe(2048)
    expect(jsonbTextByteLength({ blob: 'x'.repeat(2036) })).toBe(EVENT_LIMITS.metadataBytes)
  })
})
