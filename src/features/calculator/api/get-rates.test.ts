import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHarness } from '@/testing/backend-harness'
import { STANDARD_RATES } from '../model/options'
import { ratesOf, readOfferedRates } from './get-rates'

describe('the rates the calculator offers', () => {
  const h = useHarness('local')

  it('start as the migration starts the firm table', async () => {
    const { data, error } = await h.client.from('calculator_rates').select('rate_percent').order('rate_percent')
    expect(error).toBeNull()
    expect(ratesOf(data ?? [])).toEqual(STANDARD_RATES)
  })

  it('keep only rates within the table bounds, once each, ascending', () => {
    expect(
      ratesOf([{ rate_percent: '8.00' }, { rate_percent: 6 }, { rate_percent: 6 }, { rate_percent: 20 }, null, {}]),
    ).toEqual([6, 8])
  })
})

describe('a Supabase build reads them as a visitor', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('asks the project for the rates, ascending, with the anon key', async () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.example')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key')
    const fetchFn = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json([{ rate_percent: 7.5 }, { rate_percent: 9 }])),
    )
    expect(await readOfferedRates(fetchFn)).toEqual([7.5, 9])
    const [url, init] = fetchFn.mock.calls[0]!
    expect(url).toBe('https://project.example/rest/v1/calculator_rates?select=rate_percent&order=rate_percent.asc')
    expect(init?.headers).toMatchObject({ apikey: 'anon-key' })
  })

  it('offers the standard rates when the project cannot answer or has none', async () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.example')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key')
    expect(await readOfferedRates(() => Promise.resolve(new Response('down', { status: 503 })))).toEqual(STANDARD_RATES)
    expect(await readOfferedRates(() => Promise.resolve(Response.json([])))).toEqual(STANDARD_RATES)
  })
})
