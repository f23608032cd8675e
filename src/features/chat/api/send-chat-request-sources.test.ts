import { buildChatPayload, parseChatResponse, parseSources } from './send-chat-request'

const withSources = (sources: unknown) => ({
  choices: [{ message: { role: 'assistant', content: 'We begin with a review.', signature: 's', sources } }],
})

describe('parseChatResponse: sources', () => {
  it('keeps the sources of an answer with it', () => {
    const sources = [{ title: 'Our Process: Assess and analyze', url: '/process#assess-and-analyze' }]
    expect(parseChatResponse(withSources(sources))).toEqual({
      content: 'We begin with a review.',
      signature: 's',
      sources,
    })
  })

  it.each([
    [undefined],
    [null],
    ['/process'],
    [{ title: 'T', url: '/t' }],
    [[]],
    [[{ title: 'T', url: 'javascript:x' }]],
  ])('gives no sources for %j', (sources) => {
    expect(parseChatResponse(withSources(sources))).not.toHaveProperty('sources')
  })
})

describe('parseSources', () => {
  it('keeps at most three well-formed entries, each url once, and drops the rest', () => {
    expect(
      parseSources([
        { title: 'Process', url: '/process#assess' },
        { title: 'Script', url: 'javascript:alert(1)' },
        { title: 'Data', url: 'data:text/html,x' },
        { title: 'Other host', url: '//evil.example/x' },
        { title: 'Backslash', url: '/\\evil.example' },
        { title: 'Plain http', url: 'http://example.com/' },
        { title: '', url: '/blank-title' },
        { title: 7, url: '/numeric-title' },
        { title: 'No url' },
        'a string',
        null,
        { title: 'Process again', url: '/process#assess' },
        { title: 'Our own site', url: 'https://www.hudsonreinsurance.com/about#team' },
        { title: 'Elsewhere', url: 'https://www.sec.gov/investor' },
        { title: 'A fourth', url: '/contact' },
      ]),
    ).toEqual([
      { title: 'Process', url: '/process#assess' },
      { title: 'Our own site', url: '/about#team' },
      { title: 'Elsewhere', url: 'https://www.sec.gov/investor' },
    ])
  })

  it('trims titles and refuses overlong ones', () => {
    expect(parseSources([{ title: '  About  ', url: '/about' }])).toEqual([{ title: 'About', url: '/about' }])
    expect(parseSources([{ title: 'x'.repeat(201), url: '/about' }])).toEqual([])
  })
})

describe('buildChatPayload', () => {
  it('sends an earlier answer back with its signature, never its sources', () => {
    const sources = [{ title: 'About', url: '/about' }]
    const { messages } = buildChatPayload(
      'm',
      [{ id: '1', role: 'assistant', content: 'A.', signature: 's', sources }],
      'Q?',
    )
    expect(messages.slice(1)).toEqual([
      { role: 'assistant', content: 'A.', signature: 's' },
      { role: 'user', content: 'Q?' },
    ])
  })
})
