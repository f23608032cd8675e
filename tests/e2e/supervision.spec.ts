/**
 * Supervised publishing on the local backend (production build), in one browser (the local
 * database lives in it): the admin requires approval and invites an author and a compliance
 * officer (one-time passwords, as a local build shows them); the author writes and submits a
 * post, invisible to visitors; compliance approves it and visitors read it; an edit of the live
 * post stays invisible until approved; an admin's approval of their own version is refused with
 * the database's message. axe on the setting, the history with its states, and the Review tab.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import {
  ADMIN,
  cardTitles,
  closeToasts,
  DATABASE_TEST_TIMEOUT,
  DATABASE_TIMEOUT,
  dbExpect,
  expectNoViolations,
  insertRows,
  signInAsAdmin,
  signInToDashboard,
  signOut,
  toast,
} from './fixtures'

const RUN = Date.now()
const AUTHOR = { email: `author-${RUN}@example.com`, password: '' }
const COMPLIANCE = { email: `compliance-${RUN}@example.com`, password: '' }
/** Live before approval was required: once the blog lists it, the blog has read the database. */
const COMPANION = {
  id: `post-${RUN}`,
  title: `Already live, ${RUN}`,
  excerpt: 'Published before approval was required.',
  date: 'June 3, 2031',
  author: 'Hudson Re',
  image: '/images/blog/og.png',
  slug: `already-live-${RUN}`,
  content: 'Live.',
  published: true,
}
const TITLE = `Reviewed primer ${RUN}`
const REVISED = `Reviewed primer, revised ${RUN}`

test.describe.configure({ mode: 'serial', timeout: DATABASE_TEST_TIMEOUT })

let context: BrowserContext
let page: Page
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext() // axe asks for a page of a context of its own
  page = await context.newPage()
})
test.afterAll(async () => {
  await context.close()
})

/** Invites a colleague with a role from the Team tab and answers their one-time password. */
async function invite(email: string, role: string): Promise<string> {
  await page.getByRole('button', { name: 'Invite a colleague' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' })
  await dialog.getByLabel(/E-mail address/).fill(email)
  await dialog.getByLabel('Role').selectOption(role)
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  const shown = dialog.getByLabel('One-time password')
  await expect(shown).toHaveText(/^[\w-]{24}$/, { timeout: DATABASE_TIMEOUT })
  const password = (await shown.textContent()) ?? ''
  await dialog.getByRole('button', { name: 'Done' }).click()
  return password
}

/** The blog's titles as a visitor reads them (signed out), once the live companion post shows. */
async function blogAsVisitor() {
  await page.goto('/blog')
  await dbExpect(cardTitles(page).filter({ hasText: COMPANION.title })).toBeVisible()
  return cardTitles(page)
}

const postRow = (title: string) => page.getByRole('row').filter({ hasText: title })

async function openTab(name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
}

test('the admin requires approval and invites an author and a compliance officer', async () => {
  await signInAsAdmin(page)
  await insertRows(page, 'blog_posts', [COMPANION])
  await openTab('Blog Posts')
  const setting = page.getByRole('checkbox', { name: 'Require approval before publishing' })
  await dbExpect(setting).not.toBeChecked()
  await dbExpect(setting).toBeEnabled()
  await setting.click() // checked once the database has it (a controlled checkbox)
  await expect(toast(page, 'Approval is now required before publishing')).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await closeToasts(page)
  await expect(setting).toBeChecked()
  await expectNoViolations(page)

  await openTab('Team')
  AUTHOR.password = await invite(AUTHOR.email, 'author')
  COMPLIANCE.password = await invite(COMPLIANCE.email, 'compliance')
  await expect(page.getByRole('row', { name: new RegExp(AUTHOR.email) })).toBeVisible()
  await signOut(page)
})

test('the author writes and submits a post; visitors do not see it', async () => {
  await signInToDashboard(page, AUTHOR)
  await expect(page.getByRole('tab')).toHaveText(['Blog Posts'])
  await expect(page.getByRole('list', { name: 'Summary' })).toHaveCount(0)
  await dbExpect(page.getByText('Approval before publishing is required.')).toBeVisible()

  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel('Title').fill(TITLE)
  await page.getByLabel('Excerpt').fill('What a reviewer approves first.')
  await page.getByLabel('Image URL').fill('/images/blog/og.png')
  await page.getByLabel('Content').fill('First paragraph.\n\nSecond paragraph.')
  await expect(page.getByText('Visitors see this post only once a reviewer approves it.')).toBeVisible()
  await page.getByRole('button', { name: 'Save Post' }).click()
  await expect(toast(page, 'Saved as a new version, waiting for review')).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await dbExpect(postRow(TITLE)).toContainText('Not on the site: the latest version is a draft')
  await expect(postRow(TITLE).getByRole('button', { name: /Delete/ })).toHaveCount(0)

  await postRow(TITLE)
    .getByRole('button', { name: /Submit for review/ })
    .click()
  await dbExpect(postRow(TITLE)).toContainText('Not on the site: the latest version waits for review')
  await closeToasts(page)
  await postRow(TITLE)
    .getByRole('button', { name: `History of ${TITLE}` })
    .click()
  const history = page.getByRole('dialog', { name: `History of “${TITLE}”` })
  const version = history.getByRole('row').filter({ hasText: '1: Created' })
  await dbExpect(version).toContainText('In review')
  await expect(version).toContainText(`Submitted by ${AUTHOR.email}`)
  await expect(version).toContainText(' ET')
  await expectNoViolations(page)
  await page.keyboard.press('Escape')
  await signOut(page)

  await expect(await blogAsVisitor()).not.toContainText([TITLE])
})

test('the compliance officer approves it from the Review tab; a visitor then reads it', async () => {
  await signInToDashboard(page, COMPLIANCE)
  await expect(page.getByRole('tab')).toHaveText([
    'Overview',
    'Form Submissions',
    'Page Views',
    'Chatbot Questions',
    'Needs review',
    'Blog Posts',
    'Review',
    'Availability',
    'Subscribers',
    'Audit',
    'Archive',
    'Mailbox',
  ])
  await openTab('Review')
  const item = page.getByRole('article', { name: `${TITLE} (version 1)` })
  await dbExpect(item).toContainText(`Saved by ${AUTHOR.email}`)
  await expect(item).toContainText('A new post: nothing of it is on the site yet.')
  await expect(item.getByRole('insertion').first()).toContainText('First paragraph.')
  await closeToasts(page) // the sign-in's toast, read mid-fade by axe otherwise
  await expectNoViolations(page)
  await item.getByRole('button', { name: /Approve/ }).click()
  await dbExpect(page.getByText('Nothing waits for review.')).toBeVisible()
  await signOut(page)

  await expect(await blogAsVisitor()).toContainText([TITLE])
})

test('an edit of the live post stays invisible to visitors until it is approved', async () => {
  await signInToDashboard(page, AUTHOR)
  await dbExpect(postRow(TITLE)).toContainText('Live: visitors read the latest version')
  await postRow(TITLE)
    .getByRole('button', { name: `Edit ${TITLE}` })
    .click()
  await page.getByLabel('Title').fill(REVISED)
  await expect(
    page.getByText('Visitors keep reading the approved version until a reviewer approves this one.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Save Post' }).click()
  await dbExpect(postRow(REVISED)).toContainText('Live: visitors read version 1; the latest version is a draft')
  await postRow(REVISED)
    .getByRole('button', { name: /Submit for review/ })
    .click()
  await dbExpect(postRow(REVISED)).toContainText('Live: visitors read version 1; the latest version waits for review')
  await signOut(page)

  const titles = await blogAsVisitor()
  await expect(titles).toContainText([TITLE])
  await expect(titles).not.toContainText([REVISED])

  await signInToDashboard(page, COMPLIANCE)
  await openTab('Review')
  const item = page.getByRole('article', { name: `${REVISED} (version 2)` })
  await dbExpect(item.getByRole('table', { name: 'Fields changed against the live version' })).toContainText(TITLE)
  await item.getByRole('button', { name: /Approve/ }).click()
  await dbExpect(page.getByText('Nothing waits for review.')).toBeVisible()
  await signOut(page)

  await expect(await blogAsVisitor()).toContainText([REVISED])
})

test("an admin's approval of their own version is refused with the database's message", async () => {
  const own = `Written by the admin ${RUN}`
  await signInToDashboard(page, ADMIN)
  await openTab('Blog Posts')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel('Title').fill(own)
  await page.getByLabel('Excerpt').fill('Saved and submitted by an admin.')
  await page.getByLabel('Image URL').fill('/images/blog/og.png')
  await page.getByLabel('Content').fill('Text.')
  await page.getByRole('button', { name: 'Save Post' }).click()
  await postRow(own)
    .getByRole('button', { name: /Submit for review/ })
    .click({ timeout: DATABASE_TIMEOUT })
  await dbExpect(postRow(own)).toContainText('waits for review')

  await openTab('Review')
  const item = page.getByRole('article', { name: `${own} (version 1)` })
  await item.getByRole('button', { name: /Approve/ }).click({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByRole('alert')).toHaveText(
    `Version 1 of “${own}” was not approved: You saved version 1 yourself: another reviewer must approve or reject it.`,
    { timeout: DATABASE_TIMEOUT },
  )
  await expect(item).toBeVisible()
})
