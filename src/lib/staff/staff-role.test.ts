import { roleMay, type Capability } from './staff-role'
import { newYorkTime } from './new-york-time'

describe('what each role may do', () => {
  const may = (capability: Capability) =>
    (['admin', 'viewer', 'author', 'compliance'] as const).filter((role) => roleMay(role, capability))

  it('follows the database: leads for admins, viewers and compliance; posts written by admins and authors', () => {
    expect(may('readLeads')).toEqual(['admin', 'viewer', 'compliance'])
    expect(may('changeLeads')).toEqual(['admin'])
    expect(may('readPosts')).toEqual(['admin', 'author', 'compliance'])
    expect(may('writePosts')).toEqual(['admin', 'author'])
    expect(may('withdrawPosts')).toEqual(['admin'])
  })

  it('lets admins and compliance review and read the records; only admins run the team and the settings', () => {
    expect(may('reviewPosts')).toEqual(['admin', 'compliance'])
    expect(may('readAuditLog')).toEqual(['admin', 'compliance'])
    expect(may('readArchive')).toEqual(['admin', 'compliance'])
    expect(may('reviewConversations')).toEqual(['admin', 'compliance'])
    for (const capability of ['manageTeam', 'changeSettings', 'handlePrivacyRequests', 'readConversations'] as const) {
      expect(may(capability), capability).toEqual(['admin'])
    }
  })
})

describe('newYorkTime', () => {
  it('says an instant on the firm’s clock, summer and winter alike', () => {
    expect(newYorkTime('2026-07-01T13:30:00Z')).toBe('Jul 1, 2026 9:30 AM ET')
    expect(newYorkTime('2026-12-01T14:30:00Z')).toBe('Dec 1, 2026 9:30 AM ET')
    expect(newYorkTime('not a time')).toBe('not a time')
  })
})
