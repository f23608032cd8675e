/**
 * The share of conversations sampled into the review queue (default 5 %): reviewers read it
 * (public.chat_sample_setting()); admins change it (public.set_chat_sample_percent(), audited).
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { useChangeThenRefresh } from '@/lib/use-change-then-refresh'
import { z } from '@/lib/zod'

export const samplePercentSchema = z.coerce
  .number('Give a whole percentage from 0 to 100.')
  .int('Give a whole percentage from 0 to 100.')
  .min(0, 'Give a whole percentage from 0 to 100.')
  .max(100, 'Give a whole percentage from 0 to 100.')

const settingSchema = z.looseObject({ chat_sample_percent: z.number().int() })

export async function getChatSamplePercent(client: Client): Promise<number> {
  const answer = await dataOrThrow(client.rpc('chat_sample_setting').retry(false), 'read')
  return parseAnswer(settingSchema, answer, 'chat_sample_setting').chat_sample_percent
}

export async function setChatSamplePercent(client: Client, percent: number | string): Promise<number> {
  const value = parseInput(samplePercentSchema, percent)
  const answer = await dataOrThrow(client.rpc('set_chat_sample_percent', { percent: value }), 'admin-write')
  return parseAnswer(settingSchema, answer, 'set_chat_sample_percent').chat_sample_percent
}

const key = ['admin', 'records', 'chat-sample'] as const

export function useChatSamplePercent() {
  return useQuery(readOptions(key, getChatSamplePercent))
}

export const useSetChatSamplePercent = () => useChangeThenRefresh(setChatSamplePercent)
