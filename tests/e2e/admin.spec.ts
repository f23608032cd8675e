/**
 * The admin area on the local backend (production build): sign-in states and toasts, the guard,
 * a visitor's activity and leads seen by the admin in the same browser, the details dialog,
 * refresh, CSV export, sign out, the blog editor with the post on /blog, and axe.
 *
 * Page views, chat questions and the contact, consultation and calculator submissions are made
 * through the real UI. The dashboard-detail tests also seed fixed submissions (with awkward
 * values: quotes, missing fields) straight into the local database, as its superuser, so they do
 * not depend on the forms. Almost every step here waits on the local database: `dbExpect`.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  ADMIN,
  bookingDay,
  closeToasts,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectNoViolations,
  expectOutboxEmpty,
  insertRows,
  MEMBER,
  openLocalDatabase,
  recordedEvents,
  scheduleConsultation,
  SESSION_KEY,
  scriptRequests,
  signIn,
  signInAsAdmin,
  signOut,
  SUBMIT_TIMEOUT,
  toast,
  TODAY,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

const MEMBER_ID = '00000000-0000-4000-8000-00000000b002'

/** A row of public.form_submissions (every column the seeds set, so each row names them all). */
function submission(over: Record<string, unknown>) {
  return {
    client_id: crypto.randomUUID(),
    created_at: new Date().toISOString(),
    form_type: 'contact_form',
    full_name: null,
    email: null,
    phone: null,
    investor_type: null,
    investment_amount: null,
    investment_goal: null,
    investment_timeline: null,
    message: null,
    metadata: {},
    page: null,
    ...over,
  }
}

/** Stores the visitor leads below, as if sent earlier from this browser. */
async function seedVisitorLeads(page: Page) {
  await openLocalDatabase(page)
  await insertRows(page, 'form_submissions', visitorLeads)
}

const visitorLeads = [
  submission({
    form_type: 'contact_form',
    full_name: 'Carla Contact',
    email: 'carla@example.com',
    phone: '2125550101',
    investor_type: 'individual',
    investment_amount: '100k-250k',
    message: 'Please call me, "soon", about payouts',
    metadata: { fullName: 'Carla Contact', email: 'carla@example.com', investorType: 'individual' },
    page: '/contact',
    created_at: '2026-03-01T10:00:00.000Z',
  }),
  submission({
    form_type: 'consultation',
    full_name: 'Cody Consult',
    email: 'cody@example.com',
    phone: '2125550102',
    investor_type: 'reinsurance',
    investment_timeline: '9:30 AM',
    metadata: {
      fullName: 'Cody Consult',
      date: '2026-03-10T00:00:00.000Z',
      timeSlot: '9:30 AM',
      submittedAt: '2026-03-01T11:00:00.000Z',
    },
    page: '/schedule-consultation',
    created_at: '2026-03-01T11:00:00.000Z',
  }),
  submission({
    form_type: 'investment_calculator',
    full_name: 'Cal Culator',
    email: 'cal@example.com',
    phone: null,
    investor_type: 'Individual Investor',
    investment_amount: '250000',
    investment_goal: 'Wealth Growth',
    investment_timeline: 'Within 1 Month',
    metadata: { fullName: 'Cal Culator', returnRate: '8%', investmentDuration: '10' },
    page: '/investment-calculator',
    created_at: '2026-03-01T12:00:00.000Z',
  }),
]

test('public pages never download the admin code', async ({ page }) => {
  const scripts = scriptRequests(page)
  const adminChunk = /\/assets\/(admin|auth)[-.]/
  for (const path of ['/', '/blog', '/about']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(scripts.filter((path) => adminChunk.test(path))).toEqual([])
  await page.goto('/auth')
  await dbExpect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
  expect(scripts.some((path) => adminChunk.test(path))).toBe(true)
})

test.describe('admin sign-in', () => {
  test('/admin goes to /auth; the form is labelled and both fields are required', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/auth$/)
    await dbExpect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Password is required' })).toBeVisible()
  })

  test('/auth passes axe with 0 violations', async ({ page }) => {
    await page.goto('/admin')
    await dbExpect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible()
    await expectNoViolations(page)
  })

  test("wrong credentials show the server's message", async ({ page }) => {
    await signIn(page, { email: ADMIN.email, password: 'nope' })
    await dbExpect(toast(page, 'Error')).toContainText('Invalid login credentials')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('an admin is welcomed, and a later visit to /auth goes straight to the dashboard', async ({ page }) => {
    await signIn(page, ADMIN)
    // The toast comes with the answer; the dashboard may take longer to load than it stays.
    await dbExpect(toast(page, 'Welcome back!')).toContainText('You have successfully signed in.')
    await dbExpect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await page.goto('/auth')
    await dbExpect(page).toHaveURL(/\/admin-dashboard$/)
  })

  test('the dashboard sends a visitor without a session to /auth', async ({ page }) => {
    await page.goto('/admin-dashboard')
    await dbExpect(page).toHaveURL(/\/auth$/)
  })

  test('a member without the admin role lands on / and the refused session is ended', async ({ page }) => {
    await signIn(page, MEMBER)
    await dbExpect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    // The sign-out finishes after the redirect: the stored session goes, then /auth offers the form.
    await dbExpect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
    await page.goto('/auth')
    await dbExpect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test("a member signing in is told 'Access Denied'", async ({ page }) => {
    await signIn(page, MEMBER)
    await dbExpect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(toast(page, 'Access Denied')).toContainText("You don't have admin privileges")
  })

  test("a member's stored session is refused on the dashboard's first load, toast included", async ({ page }) => {
    await page.goto('/auth')
    // /auth has finished its own session check (none yet) before one is stored.
    await dbExpect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    // The member's session as supabase-js keeps it (the local project's tokens are unsigned JWTs).
    await page.evaluate(
      ([key, id]) => {
        const part = (value: object) =>
          btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
        const expiresAt = Math.floor(Date.now() / 1000) + 3600
        const user = { id, email: 'member@example.com', aud: 'authenticated', role: 'authenticated' }
        const claims = { sub: id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt }
        const session = {
          access_token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.local`,
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: expiresAt,
          refresh_token: `${id}.stored`,
          user: { ...user, app_metadata: {}, user_metadata: {} },
        }
        localStorage.setItem(key, JSON.stringify(session))
      },
      [SESSION_KEY, MEMBER_ID] as const,
    )
    await page.goto('/admin-dashboard')
    await dbExpect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(toast(page, 'Access Denied')).toContainText("You don't have admin privileges")
  })
})

test.describe('admin dashboard', () => {
  test("a visitor's leads, page views and chat questions reach the admin", async ({ page }) => {
    await seedVisitorLeads(page)
    const events = async () => (await recordedEvents(page)).map((e) => e.details)
    // The visitor browses and asks the assistant a question.
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The recorder loads when the page is idle: let it store the view before leaving.
    await expect.poll(events).toContain('Viewed /about')
    await page.goto('/')
    await page.getByRole('button', { name: /chat/i }).click()
    const chat = page.getByRole('dialog', { name: /assistant/i })
    await chat.getByRole('textbox', { name: 'Your question' }).fill('What is the minimum investment?')
    await chat.getByRole('button', { name: 'Send message' }).click()
    await expect(chat.getByRole('listitem')).toHaveCount(3)
    await expect.poll(events).toContain('What is the minimum investment?')

    await signInAsAdmin(page)
    const summary = page.getByRole('list', { name: 'Summary' })
    await dbExpect(summary.getByRole('listitem').filter({ hasText: 'Form Submissions' })).toContainText('3')
    await dbExpect(summary.getByRole('listitem').filter({ hasText: 'Chatbot Interactions' })).toContainText('1')
    await expect(page.getByRole('tab', { name: 'Form Submissions' })).toHaveAttribute('aria-selected', 'true')

    const table = page.getByRole('table', { name: 'Form submissions' })
    await dbExpect(table.getByRole('row')).toHaveCount(4)
    const calc = table.getByRole('row').filter({ hasText: 'Cal Culator' })
    await expect(calc).toContainText('Investment Calculator')
    await expect(calc).toContainText('Investment Amount: 250000')
    // innerText: a cell's card label (shown below 1024 px only) is not part of what the table shows here.
    await expect(calc.getByRole('cell').nth(4)).toHaveText('N/A', { useInnerText: true })
    await expect(table.getByRole('row').filter({ hasText: 'Cody Consult' })).toContainText('Consultation')
    await expect(table.getByRole('row').filter({ hasText: 'Carla Contact' })).toContainText('Contact Form')

    await page.getByRole('tab', { name: 'Page Views' }).click()
    const views = page.getByRole('table', { name: 'Page views' })
    // One row per page view: leaving /about gave its row a time spent, not a row of its own.
    await dbExpect(views.getByRole('row').filter({ hasText: 'Viewed /about' })).toContainText(/\d+s/)
    await expect(views.getByRole('row').filter({ hasText: 'Left /' })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Chatbot Questions' }).click()
    await dbExpect(page.getByRole('table', { name: 'Chatbot questions' }).getByRole('row').nth(1)).toContainText(
      'What is the minimum investment?',
    )

    // Search and filter.
    await page.getByRole('tab', { name: 'Form Submissions' }).click()
    await page.getByLabel('Search submissions').fill('cody@')
    await dbExpect(table.getByRole('row')).toHaveCount(2)
    await page.getByLabel('Search submissions').fill('')
    await page.getByLabel('Form type').selectOption('investment_calculator')
    await dbExpect(table.getByRole('row')).toHaveCount(2)
    await expect(table).toContainText('Cal Culator')
  })

  test("a visitor's contact, consultation and calculator forms, sent through the real UI, reach the admin", async ({
    page,
  }) => {
    // A known weekday so the consultation calendar offers known dates; time runs, so a lead the
    // outbox keeps (the database was slow to open) is tried again once its back-off has passed.
    await page.clock.install({ time: TODAY })
    await page.goto('/contact')
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Grace Contact')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com')
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Please send me your preferred-share terms, "today".')
    await page.getByRole('button', { name: 'Submit Message' }).click()
    await expect(toast(page, 'Form submitted successfully')).toBeVisible({ timeout: SUBMIT_TIMEOUT })

    await page.goto('/schedule-consultation')
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Katherine Consult')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('katherine@example.com')
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('212-555-0100')
    await scheduleConsultation(page, bookingDay(4).button, '9:30 AM')

    await page.goto('/investment-calculator')
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ada Calculator')
    await page.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('2125550142')
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('ada@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Get My Full Report' }).click()
    await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    })
    await expectOutboxEmpty(page) // every lead of this browser stored, whatever order they took

    await signInAsAdmin(page)
    const table = page.getByRole('table', { name: 'Form submissions' })
    await dbExpect(table.getByRole('row').filter({ hasText: 'Grace Contact' })).toContainText('Contact Form')
    await expect(table.getByRole('row').filter({ hasText: 'Grace Contact' })).toContainText('preferred-share terms')
    await expect(table.getByRole('row').filter({ hasText: 'Katherine Consult' })).toContainText('Consultation')
    // Step 1's lead may have reached the database after the report's (from the outbox): either order.
    await expect(
      table.getByRole('row').filter({ hasText: 'Ada Calculator' }).filter({ hasText: 'Investment Calculator' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'View details of Katherine Consult' }).click()
    const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })
    await dbExpect(dialog).toContainText('/schedule-consultation')
    await expect(dialog).toContainText('9:30 AM')
  })

  test('details dialog shows every section and passes axe', async ({ page }) => {
    await seedVisitorLeads(page)
    await signInAsAdmin(page)
    await closeToasts(page) // axe then sees only the page under test
    await dbExpect(page.getByRole('button', { name: 'View details of Cody Consult' })).toBeVisible()
    await page.getByRole('button', { name: 'View details of Cody Consult' }).click()
    const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })
    await dbExpect(dialog).toBeVisible()
    for (const text of [
      'Contact Information',
      'Form Information',
      'Message & Investment Details',
      'Additional Information',
    ]) {
      await expect(dialog.getByRole('heading', { name: text })).toBeVisible()
    }
    await expect(dialog).toContainText('Cody Consult')
    await expect(dialog).toContainText('/schedule-consultation')
    await expect(dialog).toContainText('Investment Timeline')
    await expect(dialog).not.toContainText('Investment Goal')
    await expect(dialog).toContainText('Time Slot')
    await expect(dialog).toContainText('Submitted At')
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'View details of Cody Consult' })).toBeFocused()
  })

  test('refresh picks up new data; CSV export; sign out', async ({ page }) => {
    await seedVisitorLeads(page)
    await signInAsAdmin(page)
    const table = page.getByRole('table', { name: 'Form submissions' })
    await dbExpect(table.getByRole('row')).toHaveCount(4)
    const late = submission({
      full_name: 'Late, "Larry"',
      email: 'larry@example.com',
      investor_type: 'x;=1+1;',
      message: 'line one\nline two',
    })
    await insertRows(page, 'form_submissions', [late])
    await page.getByRole('button', { name: 'Refresh Data' }).click()
    await dbExpect(toast(page, 'Data refreshed')).toBeVisible()
    await dbExpect(table.getByRole('row')).toHaveCount(5)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^form-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    const csv = Buffer.concat(chunks).toString('utf8')
    // Every cell is quoted: one with a `;` stays whole where `;` separates the list.
    expect(csv.startsWith('\uFEFF"Date","Form Type","Name","Email","Phone","Details"')).toBe(true)
    expect(csv).toContain('\r\n')
    expect(csv).toContain('"Late, ""Larry"""')
    expect(csv).toContain(',"x;=1+1;",')
    expect(csv).toContain('"line one\nline two"')

    await signOut(page)
    await expect(toast(page, 'Signed out')).toBeVisible()
  })
})

test('signing out in another tab sends the dashboard to /auth', async ({ page, context }) => {
  await signInAsAdmin(page)
  const other = await context.newPage()
  await other.goto('/admin-dashboard')
  await dbExpect(other.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await other.getByRole('button', { name: 'Sign Out' }).click()
  await dbExpect(other).toHaveURL(/\/auth$/)
  await dbExpect(page).toHaveURL(/\/auth$/)
})

test.describe('blog editor', () => {
  test('create (missing fields, slug), see it on /blog, edit, delete', async ({ page }) => {
    const title = `Quarterly Outlook: Reinsurance, ${Date.now()}!`
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
    await signInAsAdmin(page)
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await dbExpect(page.getByText('No blog posts created yet')).toBeVisible()
    await page.getByRole('button', { name: 'Create Your First Post' }).click()
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(toast(page, 'Missing fields')).toContainText('Please fill in all required fields')

    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Title').blur()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Slug').fill('')
    await page.getByRole('button', { name: 'Regenerate slug from title' }).click()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await expect(page.getByLabel('Author')).toHaveValue('Hudson Re')
    await page.getByLabel('Excerpt').fill('What the next quarter holds.')
    await page.getByLabel('Image URL').fill('/images/blog/og.png')
    await page.getByLabel('Content').fill('First paragraph <b>not bold</b>.\n\nSecond paragraph.')
    await page.getByRole('button', { name: 'Save Post' }).click()
    await dbExpect(toast(page, 'Post created')).toContainText(title)
    const row = page.getByRole('row').filter({ hasText: slug })
    await dbExpect(row).toBeVisible()

    // Visitors see it on /blog and at /blog/{slug}, body as paragraphs.
    await page.goto('/blog')
    await dbExpect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.getByRole('link', { name: `Read More about ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await dbExpect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // Posts are Markdown: raw HTML is never rendered (its tags are left out, the text stays).
    await expect(page.getByText('First paragraph not bold.')).toBeVisible()
    await expect(page.getByRole('main').locator('b')).toHaveCount(0)
    await expect(page.getByText('Second paragraph.')).toBeVisible()

    await page.goto('/admin-dashboard')
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await page.getByLabel('Title').fill(`${title} (updated)`)
    await page.getByRole('button', { name: 'Save Post' }).click()
    await dbExpect(toast(page, 'Post updated')).toContainText(`${title} (updated)`)
    await dbExpect(page.getByRole('row').filter({ hasText: slug })).toContainText('(updated)')

    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click()
    await dbExpect(toast(page, 'Post deleted')).toContainText('The blog post has been removed.')
    await dbExpect(page.getByText('No blog posts created yet')).toBeVisible()
  })

  // Once kept off as a known defect: on a loaded machine the page stayed on "Loading article" for
  // minutes while the local database opened. It passed 34 of 34 runs on 2026-11-25 with two or
  // three other processes keeping both cores busy, so it runs again.
  test("a signed-in admin who loads a deleted post's address is sent to /blog", async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/blog/a-post-that-was-deleted')
    await dbExpect(page).toHaveURL(/\/blog$/)
  })
})
