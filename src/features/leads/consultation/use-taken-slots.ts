import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TakenSlot } from '@/lib/backend/leads-schema'
import { loadOnce } from '@/components/form'
import { monthKey, slotOptions, takenOn } from './taken-slots'

const loadModule = loadOnce(() => import('../api/get-taken-slots'))

/**
 * Taken slots by month, loaded when the calendar shows a month or a date is picked, and again
 * (`force`) after a slot was lost to another visitor. A failed load leaves every slot offered:
 * the server still refuses a taken one.
 */
export function useTakenSlots() {
  const [byMonth, setByMonth] = useState<Record<string, TakenSlot[]>>({})
  const requested = useRef(new Set<string>())

  const load = useCallback(async (month: Date, force = false) => {
    const key = monthKey(month)
    if (!force && requested.current.has(key)) return
    requested.current.add(key)
    try {
      const slots = await (await loadModule()).loadTakenSlots(month)
      setByMonth((current) => ({ ...current, [key]: slots }))
    } catch (error) {
      requested.current.delete(key)
      console.warn('Could not load the taken consultation slots', error)
    }
  }, [])

  const slotsFor = useCallback((date: Date | undefined) => (date ? byMonth[monthKey(date)] : undefined), [byMonth])
  return { load, slotsFor }
}

/**
 * The times offered on `day` (none chosen: none), those taken marked unavailable; its month's
 * taken slots are read when the day is chosen.
 */
/** The taken and closed slots of the months asked for so far, and how to ask for another. */
export type TakenSlots = ReturnType<typeof useTakenSlots>

export function useSlotOptions({ load, slotsFor }: TakenSlots, day: Date | undefined) {
  useEffect(() => {
    if (day) void load(day)
  }, [day, load])
  return useMemo(() => slotOptions(takenOn(slotsFor(day), day)), [slotsFor, day])
}
