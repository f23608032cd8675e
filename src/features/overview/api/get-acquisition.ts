/**
 * Where the range's visits came from and where they entered: one call each of
 * public.site_campaigns and public.site_entry_pages (staff; the database counts). Campaigns are
 * the visits that carried a UTM medium or campaign; both lists hold the 25 with most visits.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'
import { z } from '@/lib/zod'
import type { RangeDays } from '../lib/period'

const count = z.number().int().nonnegative()
const rate = z.number().min(0).max(1)

const campaignsSchema = z
  .array(
    z.object({
      source: z.string(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      visits: count,
      leads: count,
      conversion_rate: rate,
    }),
  )
  .transform((rows) => rows.map(({ conversion_rate, ...row }) => ({ ...row, conversionRate: conversion_rate })))

const entryPagesSchema = z
  .array(z.object({ page: z.string(), visits: count, leads: count, conversion_rate: rate }))
  .transform((rows) => rows.map(({ conversion_rate, ...row }) => ({ ...row, conversionRate: conversion_rate })))

export type CampaignRow = z.output<typeof campaignsSchema>[number]
export type EntryPageRow = z.output<typeof entryPagesSchema>[number]
export interface Acquisition {
  campaigns: CampaignRow[]
  entryPages: EntryPageRow[]
}

export async function getAcquisition(client: Client, from: Date, to: Date): Promise<Acquisition> {
  const args = { from_ts: from.toISOString(), to_ts: to.toISOString() }
  const [campaigns, entryPages] = await Promise.all([
    dataOrThrow(client.rpc('site_campaigns', args).retry(false), 'read'),
    dataOrThrow(client.rpc('site_entry_pages', args).retry(false), 'read'),
  ])
  return {
    campaigns: parseAnswer(campaignsSchema, campaigns, 'site_campaigns'),
    entryPages: parseAnswer(entryPagesSchema, entryPages, 'site_entry_pages'),
  }
}

export const acquisitionQueryOptions = (days: RangeDays) =>
  queryOptions({
    queryKey: ['admin', 'acquisition', days],
    queryFn: async () => {
      const { from, to } = lastDays(days)
      return getAcquisition(await getClient(), from, to)
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAcquisition(days: RangeDays) {
  return useQuery(acquisitionQueryOptions(days))
}
