/** A visible focus indicator (WCAG 2.4.7, 1.4.11) on everything Tab reaches, pages and overlays. */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { calculatorStep2, openPublicPath, sendGraceHoppersLead } from './accessibility-steps'
import { visitorPaths } from './routes'
import { bookingDay, DATABASE_TEST_TIMEOUT, dbExpect, openChat, signInAsAdmin, SUBMIT_TIMEOUT, TODAY } from './fixtures'

/**
 * What the focused element shows: an outline or a box-shadow ring in a non-transparent colour,
 * and the contrast of that colour against what lies behind it (WCAG 1.4.11 asks 3:1).
 * Returns a description of the element when its indicator is missing or too faint.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const el = document.activeElement
    if (!el || el === document.body) return null
    // Buttons fade their outline colour in (transition-colors covers outline-color): judge the
    // indicator once it has settled, not mid-fade.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)))
    const parse = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/.exec(c)
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null
    }
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0)
    }
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
      return (x + 0.05) / (y + 0.05)
    }
    /** The first opaque background at or above `from` (an outline sits on its parent's). */
    const backdrop = (from: Element | null): number[] => {
      for (let node = from; node; node = node.parentElement) {
        const c = parse(getComputedStyle(node).backgroundColor)
        if (c && c[3] > 0.9) return c
      }
      return [255, 255, 255, 1]
    }
    const cs = getComputedStyle(el)
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    const outline = parse(cs.outlineColor)
    if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1 && outline && outline[3] > 0) {
      const behind = backdrop(parseFloat(cs.outlineOffset) < 0 ? el : el.parentElement)
      const r = ratio(outline, behind)
      return r >= 3 ? null : `${name}: outline ${cs.outlineColor} on ${behind.join(',')} is ${r.toFixed(2)}:1`
    }
    const shadow = cs.boxShadow
    if (shadow !== 'none') {
      const colours = [...shadow.matchAll(/rgba?\([^)]*\)/g)].map((m) => parse(m[0]))
      const visible = colours.some((c) => c && c[3] > 0 && ratio(c, backdrop(el.parentElement)) >= 3)
      if (visible) return null
    }
    return `${name}: no visible focus indicator (outline ${cs.outlineStyle} ${cs.outlineWidth}, shadow ${shadow})`
  })
}

/**
 * Presses Tab up to `max` times (or until focus leaves `scope` / comes back round) and
 * returns every focused element whose indicator is not visible.
 */
async function tabThrough(page: Page, { max = 80, scope }: { max?: number; scope?: Locator } = {}) {
  const problems: string[] = []
  const seen = new Set<string>()
  let count = 0
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab')
    const key = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return 'body'
      const path: string[] = []
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
        path.unshift(`${n.tagName}:${n.parentElement ? [...n.parentElement.children].indexOf(n) : 0}`)
      }
      return path.join('/')
    })
    if (key === 'body' || seen.has(key)) break
    if (scope && !(await scope.evaluate((root) => root.contains(document.activeElement)))) break
    seen.add(key)
    count += 1
    const problem = await focusProblem(page)
    if (problem) problems.push(problem)
  }
  return { problems, count }
}

test.describe('visible focus', () => {
  for (const path of visitorPaths) {
    test(`Tab through ${path}: every stop shows a focus indicator`, async ({ page }) => {
      await openPublicPath(page, path)
      const { problems, count } = await tabThrough(page, { max: 120 })
      expect(count).toBeGreaterThan(2)
      expect(problems).toEqual([])
    })
  }

  test('calculator steps 2 and 3 and the report: selects, radios, slider, buttons', async ({ page }) => {
    test.setTimeout(DATABASE_TEST_TIMEOUT) // steps 1 and 3 store the lead in the local database
    await calculatorStep2(page)
    const step2 = await tabThrough(page, { scope: page.getByRole('main'), max: 30 })
    expect(step2.problems).toEqual([])
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Investment Calculator' })).toBeVisible()
    const step3 = await tabThrough(page, { scope: page.getByRole('main'), max: 40 })
    expect(step3.count).toBeGreaterThan(4)
    expect(step3.problems).toEqual([])
    await page.getByRole('button', { name: 'Get My Full Report' }).click()
    await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    }) // the full lead is stored first
    const report = await tabThrough(page, { scope: page.getByRole('main'), max: 20 })
    expect(report.problems).toEqual([])
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('mobile menu', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Menu' }).focus()
      await page.keyboard.press('Enter')
      const menu = page.locator('#mobile-menu')
      await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
      expect(await focusProblem(page)).toBeNull()
      const { problems, count } = await tabThrough(page, { scope: menu, max: 10 })
      expect(count).toBe(6)
      expect(problems).toEqual([])
    })
  })

  test('chat panel', async ({ page }) => {
    const { dialog: panel } = await openChat(page)
    expect(await focusProblem(page)).toBeNull()
    const { problems, count } = await tabThrough(page, { scope: panel, max: 10 })
    expect(count).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  test('calendar popover: days and month buttons', async ({ page }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/schedule-consultation')
    await page.getByRole('button', { name: 'Preferred Date' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Choose a preferred date' })
    await expect(page.getByRole('button', { name: bookingDay(1).button })).toBeFocused()
    expect(await focusProblem(page)).toBeNull()
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft']) {
      await page.keyboard.press(key)
      expect(await focusProblem(page)).toBeNull()
    }
    const { problems } = await tabThrough(page, { scope: dialog, max: 6 })
    expect(problems).toEqual([])
  })

  test('select lists: the highlighted option', async ({ page }) => {
    await page.goto('/contact')
    const trigger = page.getByRole('combobox', { name: 'Investor Type' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('option').first()).toBeFocused()
    const problems: string[] = []
    for (let i = 0; i < 4; i += 1) {
      const problem = await focusProblem(page)
      if (problem) problems.push(problem)
      await page.keyboard.press('ArrowDown')
    }
    expect(problems).toEqual([])
  })

  test('admin: tabs and the details dialog', async ({ page }) => {
    test.setTimeout(DATABASE_TEST_TIMEOUT)
    await sendGraceHoppersLead(page)
    await signInAsAdmin(page)
    // The lead's row first: the keyboard walk below covers the loaded desk, not its spinner.
    const details = page.getByRole('button', { name: 'View details of Grace Hopper' })
    await dbExpect(details).toBeVisible()
    const submissions = page.getByRole('tab', { name: 'Form Submissions' })
    await submissions.focus()
    expect(await focusProblem(page)).toBeNull()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Page Views' })).toBeFocused()
    expect(await focusProblem(page)).toBeNull()
    await page.keyboard.press('ArrowLeft')
    await expect(submissions).toBeFocused()
    await expect(submissions).toHaveAttribute('aria-selected', 'true')
    const main = page.getByRole('main')
    const { problems } = await tabThrough(page, { scope: main, max: 40 })
    expect(problems).toEqual([])

    await details.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })
    await expect(dialog).toBeVisible()
    const inDialog = await tabThrough(page, { scope: dialog, max: 10 })
    expect(inDialog.count).toBeGreaterThan(0)
    expect(inDialog.problems).toEqual([])
  })
})
