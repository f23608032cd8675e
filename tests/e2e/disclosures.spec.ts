/**
 * Disclosures in the production build: the legend beside the calculator's projected figures
 * (read with them through aria-describedby), on every page of the printed report (print media
 * emulated, then the PDF Chromium prints), and the chat saying what it is, with the legend under
 * answers about returns or insurance. axe on each of those views.
 */
import { expect, test, type Page } from '@playwright/test'
import { calculatorStep2 } from './accessibility-steps'
import { ANSWER_TIMEOUT, DATABASE_TEST_TIMEOUT, expectNoViolations, SUBMIT_TIMEOUT } from './fixtures'

const LEGEND = /^Hypothetical illustration, not a guarantee.*not actual results.*not a guarantee of future returns/
const ANSWER_LEGEND = /not investment advice.*not guaranteed.*not FDIC insured, may lose value/

/** Steps 1 and 2 filled in: the calculator step, with `years` chosen. */
async function calculatorStep(page: Page, years = '10 years') {
  await calculatorStep2(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Investment Calculator' })).toBeVisible()
  if (years !== '10 years') {
    await page.getByRole('combobox', { name: /Investment Duration/ }).click()
    await page.getByRole('option', { name: years, exact: true }).click()
  }
}

/**
 * Opens the chat on the home page. The first click also loads the app and the panel's chunk: on a
 * busy machine that can take longer than the default expect timeout, hence the longer wait.
 */
async function openChat(page: Page) {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: /chat/i })
  await toggle.click()
  const dialog = page.getByRole('dialog', { name: /assistant/i })
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  return {
    toggle,
    dialog,
    input: dialog.getByRole('textbox', { name: 'Your question' }),
    send: dialog.getByRole('button', { name: 'Send message' }),
    messages: dialog.getByRole('region', { name: 'Conversation' }),
  }
}

/** For each page of a PDF Chromium printed: the URLs its link annotations point to. */
function linksPerPage(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1')
  const objects = new Map([...text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map((m) => [m[1], m[2] ?? '']))
  const kids = /\/Type\s*\/Pages[\s\S]*?\/Kids\s*\[([^\]]*)\]/.exec(text)?.[1] ?? ''
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, id]) => {
    const annots = /\/Annots\s*\[([^\]]*)\]/.exec(objects.get(id ?? '') ?? '')?.[1] ?? ''
    return [...annots.matchAll(/(\d+) 0 R/g)].flatMap(
      ([, ref]) => /\/URI\s*\(([^)]*)\)/.exec(objects.get(ref ?? '') ?? '')?.[1] ?? [],
    )
  })
}

test.describe('projection legend', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT }) // step 1 stores the lead in the local database
  test('sits beside the calculator figures, which screen readers read with it', async ({ page }) => {
    test.slow() // two steps, then axe
    await calculatorStep(page)
    const overview = page.getByRole('region', { name: 'Investment Overview' })
    const legend = overview.getByText('Hypothetical illustration, not a guarantee', { exact: true })
    await expect(legend).toBeVisible()
    await expect(overview).toContainText('no fees, taxes, defaults or losses')
    await expect(overview).toContainText('An investor may lose some or all of the principal.')
    await expect(overview).toContainText(
      'offered only to accredited investors, and only through their offering documents',
    )
    await expect(overview).toHaveAccessibleDescription(LEGEND)
    await expect(page.getByRole('img', { name: /Year-by-year chart/ })).toHaveAccessibleDescription(LEGEND)
    await expect(page.getByRole('region', { name: 'Year-by-year projection table' })).toHaveAccessibleDescription(
      LEGEND,
    )
    // Beside the figures: right under the overview's numbers, above the chart.
    const legendBox = await legend.boundingBox()
    const totalBox = await overview.getByText(/Total Value After/).boundingBox()
    const chartBox = await page.getByRole('img', { name: /Year-by-year chart/ }).boundingBox()
    expect(legendBox && totalBox && chartBox).toBeTruthy()
    if (legendBox && totalBox && chartBox) {
      expect(legendBox.y).toBeGreaterThan(totalBox.y)
      expect(legendBox.y).toBeLessThan(chartBox.y)
    }
    await expectNoViolations(page)
  })

  test('the printed report carries it beside the figures and at the foot of every page', async ({ page }) => {
    test.slow() // three steps, axe, then a PDF
    await calculatorStep(page, '30 years')
    await page.getByRole('button', { name: 'Get My Full Report' }).click()
    await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    }) // the full lead is stored first
    const report = page.getByRole('article', { name: 'Investment Projection Report' })
    await expect(report.getByRole('region', { name: 'Investment Overview' })).toHaveAccessibleDescription(LEGEND)
    await expectNoViolations(page)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
    const footer = report.locator('tfoot')
    await expect(footer).toBeVisible()
    await expect(footer).toContainText('Hypothetical illustration, not a guarantee.')
    await expect(footer).toContainText('not a guarantee of future returns')
    await expect(footer.getByRole('link')).toHaveAttribute('href', /\/disclaimer$/)

    // The footer's link is on every page Chromium prints (a 30-year table needs more than one).
    const pages = linksPerPage(await page.pdf({ format: 'Letter' }))
    expect(pages.length).toBeGreaterThan(1)
    for (const links of pages) expect(links.some((url) => url.endsWith('/disclaimer'))).toBe(true)
  })
})

test.describe('chat disclosures', () => {
  test('the panel says it is an AI assistant giving general information, not investment advice', async ({ page }) => {
    const { toggle, dialog } = await openChat(page)
    await expect(toggle).toHaveAccessibleName('Chat with our AI assistant')
    await expect(dialog).toHaveAccessibleName(/AI Assistant/)
    await expect(dialog).toHaveAccessibleDescription(/AI assistant giving general information.*not investment advice/)
    await expect(dialog.getByText(/not investment advice/)).toBeVisible()
  })

  test('answers about returns and insurance carry the legend; the FDIC answer says not insured', async ({ page }) => {
    test.slow() // three answers, then axe
    const { input, send, messages } = await openChat(page)
    const answers = messages.locator('li[data-role="assistant"]')
    await input.fill('How do I get started?')
    await send.click()
    await expect(answers).toHaveCount(2, { timeout: ANSWER_TIMEOUT })
    await expect(answers.nth(1).getByRole('list', { name: 'Sources' })).toBeVisible()
    await expect(answers.nth(1)).not.toContainText('not investment advice')

    await expect(input).toBeEnabled()
    await input.fill('Is it FDIC insured?')
    await send.click()
    await expect(answers).toHaveCount(3)
    await expect(answers.nth(2)).toContainText('not FDIC insured')
    await expect(answers.nth(2)).toContainText('may lose value')
    await expect(answers.nth(2).locator('[data-slot="answer-legend"]')).toHaveText(ANSWER_LEGEND)

    await expect(input).toBeEnabled()
    await input.fill('What returns can I expect?')
    await send.click()
    await expect(answers).toHaveCount(4)
    await expect(answers.nth(3).locator('[data-slot="answer-legend"]')).toHaveText(ANSWER_LEGEND)
    await expect(input).toBeEnabled()
    await expectNoViolations(page)
  })
})
