/**
 * A save sends the body's HTML as visitors get it (rendered-html.ts), and the archive keeps it
 * when the version goes live; a render that fails never costs the save what was typed.
 */
import { post, useHarness } from '@/testing/backend-harness'
import { useCannedProject } from '@/testing/canned-supabase'
import { aPost } from '@/testing/records'
import { renderingOutsideAct } from '@/testing/outside-act'
import { renderPostHtml } from './rendered-html'
import { savePost } from './save-post'

renderingOutsideAct()

const markdown = '# Where rates stand\n\nRates **held** at the January renewals.\n\n<script>alert(1)</script>'

describe('savePost and the rendered HTML, on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')

  const storedHtml = async (id: string) =>
    (await h.client.from('blog_posts').select('rendered_html').eq('id', id).maybeSingle().throwOnError()).data
      ?.rendered_html
  const lastArchived = async () =>
    (
      await h.client
        .from('communications_archive')
        .select('kind, address, content_type, content, details')
        .order('id', { ascending: false })
        .limit(1)
        .maybeSingle()
        .throwOnError()
    ).data

  it('stores the HTML with the post, and the archive keeps it when the version goes live', async () => {
    await h.signInAs('admin')
    await savePost(h.client, post({ content: markdown }))
    const html = await renderPostHtml(markdown)
    expect(html).toContain('<h2')
    expect(html).not.toContain('<script')
    await expect(storedHtml(post().id)).resolves.toBe(html)
    // The local demo does not require approval: an admin's save goes live, and is archived, at once.
    await expect(lastArchived()).resolves.toMatchObject({
      kind: 'post',
      address: '/blog/reinsurance-in-2026',
      content_type: 'text/html',
      content: html,
      details: { markdown },
    })
  })

  it('saves what was typed when the HTML cannot be made; the archive then keeps the Markdown', async () => {
    await h.signInAs('admin')
    await savePost(h.client, post({ content: markdown }))
    const edited = `${markdown}\n\nA new paragraph.`
    await savePost(h.client, post({ content: edited }), () => Promise.reject(new Error('the renderer broke')))
    const { data } = await h.client.from('blog_posts').select('content, rendered_html').maybeSingle().throwOnError()
    // No HTML rather than the older version's, which would not match the text.
    expect(data).toEqual({ content: edited, rendered_html: null })
    await expect(lastArchived()).resolves.toMatchObject({ content_type: 'text/markdown', content: edited })

    const throwing = (): Promise<string> => {
      throw new Error('thrown before any promise')
    }
    await savePost(h.client, post({ content: markdown }), throwing)
    await expect(storedHtml(post().id)).resolves.toBeNull()
    await savePost(h.client, post({ content: markdown }), () => Promise.resolve(undefined))
    await expect(storedHtml(post().id)).resolves.toBeNull()
  })
})

describe('savePost on the wire', () => {
  const project = useCannedProject()

  it('sends the HTML in the upsert, beside the Markdown', async () => {
    await project.signIn()
    const saved = aPost({ slug: 'a-post', content: 'Rates **held**.' })
    await savePost(project.backend.client, saved)
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/blog_posts',
      body: { ...saved, rendered_html: await renderPostHtml(saved.content) },
    })
    expect(JSON.stringify(project.wire.last()?.body)).toContain('<strong')
  })
})
