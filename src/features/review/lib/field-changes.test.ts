import { fieldChanges } from './field-changes'

describe('fieldChanges', () => {
  const live = { title: 'Old title', slug: 'a-post', published: true, publish_at: null, excerpt: 'Same.' }

  it('lists only the fields that differ from the live version, as a reader would say them', () => {
    const proposed = { ...live, title: 'New title', publish_at: '2026-12-01T14:30:00Z', meta_description: '' }
    expect(fieldChanges(proposed, live)).toEqual([
      { field: 'title', label: 'Title', live: 'Old title', proposed: 'New title' },
      { field: 'publish_at', label: 'Publish time', live: '(none)', proposed: 'Dec 1, 2026 9:30 AM ET' },
    ])
  })

  it('lists every field a post not on the site has', () => {
    expect(fieldChanges(live, undefined)).toEqual([
      { field: 'title', label: 'Title', live: null, proposed: 'Old title' },
      { field: 'slug', label: 'Slug', live: null, proposed: 'a-post' },
      { field: 'excerpt', label: 'Excerpt', live: null, proposed: 'Same.' },
      { field: 'published', label: 'Published', live: null, proposed: 'Yes' },
    ])
  })
})
