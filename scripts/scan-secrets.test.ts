import { describe, expect, it } from 'vitest'
import { findSecrets } from './scan-secrets.mjs'

describe('findSecrets', () => {
  it.each([
    ['an OpenRouter key', 'const k="sk-or-v1-0123456789abcdef0123456789abcdef"'],
    ['an OpenAI key', 'headers:{a:"sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX"}'],
    ['a literal bearer key', 'Authorization:"Bearer sk-abcdefghijklmnopqrstuvwxyz"'],
    ['a literal bearer JWT', 'Authorization:"Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZSJ9"'],
  ])('flags %s', (_label, text) => {
    expect(findSecrets(text)).not.toEqual([])
  })

  it.each([
    ['a header built at run time', 'e.Authorization=`Bearer ${t}`;n="Bearer "+r'],
    ['Tailwind class names', '"mask-position","task-list","risk-free"'],
  ])('ignores %s', (_label, text) => {
    expect(findSecrets(text)).toEqual([])
  })
})
