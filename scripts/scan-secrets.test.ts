import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveBackendKind } from '../src/config/backend-kind'
import { localAccountsFrom } from '../src/lib/backend/local/accounts'
import {
  buildBackend,
  findSecrets,
  findValues,
  localOnlyValues,
  parseDotenv,
  findLocalBackend,
} from './scan-secrets.mjs'

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

const MARKER = 'marker-Pw-4f9c1e'
const documented = parseDotenv(readFileSync('.env.example', 'utf8'))
const supabase = { VITE_SUPABASE_URL: 'https://project.invalid', VITE_SUPABASE_ANON_KEY: 'anon' }

describe('local account values in a Supabase build', () => {
  it('decides the backend as the app does', () => {
    for (const VITE_BACKEND of [undefined, '', 'local', 'supabase'])
      for (const VITE_SUPABASE_URL of [undefined, 'https://project.invalid']) {
        const vars = { VITE_BACKEND, VITE_SUPABASE_URL }
        expect(buildBackend(vars)).toBe(resolveBackendKind(vars))
      }
  })

  it('knows the defaults the local adapter falls back to, from .env.example', () => {
    const { localAdmin, localMember } = localAccountsFrom({})
    expect([
      documented.VITE_LOCAL_ADMIN_EMAIL,
      documented.VITE_LOCAL_ADMIN_PASSWORD,
      documented.VITE_LOCAL_MEMBER_EMAIL,
      documented.VITE_LOCAL_MEMBER_PASSWORD,
    ]).toEqual([localAdmin.email, localAdmin.password, localMember.email, localMember.password])
  })

  it('flags a configured password and the documented defaults, as written or escaped', () => {
    const values = localOnlyValues({ ...supabase, VITE_LOCAL_ADMIN_PASSWORD: MARKER }, documented)
    expect(values).toContain(MARKER)
    expect(values).toContain('admin-password')
    expect(findValues(`const a={email:"x",password:"${MARKER}"}`, values)).toEqual([MARKER])
    expect(findValues('p="admin-password"', values)).toEqual(['admin-password'])
    expect(findValues('p="q\\"uote"', ['q"uote'])).toEqual(['q"uote'])
    expect(findValues('const a=1', values)).toEqual([])
  })

  it('checks nothing in a local build, which needs its accounts', () => {
    expect(localOnlyValues({ VITE_BACKEND: 'local', VITE_LOCAL_ADMIN_PASSWORD: MARKER }, documented)).toEqual([])
  })
})

describe('the local backend in a Supabase build', () => {
  const supabaseBuild = { VITE_BACKEND: 'supabase' }
  it('flags PGlite, WebAssembly and the migrations in a Supabase build', () => {
    expect(findLocalBackend(supabaseBuild, 'dist/assets/pglite-x1.wasm', '')).toHaveLength(2)
    expect(findLocalBackend(supabaseBuild, 'dist/assets/worker-x.js', 'new PGliteWorker(w)')).toEqual(['PGliteWorker'])
    expect(findLocalBackend(supabaseBuild, 'dist/assets/a.js', 'create table public.form_submissions (')).toHaveLength(
      1,
    )
    expect(findLocalBackend(supabaseBuild, 'dist/assets/index-x.js', 'export const a=1')).toEqual([])
  })

  it('flags nothing in a local build, which is made of them', () => {
    expect(findLocalBackend({ VITE_BACKEND: 'local' }, 'dist/assets/pglite-x1.wasm', 'PGliteWorker')).toEqual([])
  })
})

describe('scan-secrets command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scan-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'auth.js'), `export const a={password:"${MARKER}"}`)
  const scan = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['scripts/scan-secrets.mjs', dir], {
      env: { PATH: process.env.PATH, ...env },
    })

  it('fails on a Supabase build that holds a local account value', async () => {
    await expect(scan({ ...supabase, VITE_LOCAL_ADMIN_PASSWORD: MARKER })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('assets/auth.js: a local account value') as unknown,
    })
  })

  it('passes the same files in a local build', async () => {
    const { stdout } = await scan({ VITE_BACKEND: 'local', VITE_LOCAL_ADMIN_PASSWORD: MARKER })
    expect(stdout).toMatch(/secret scan: 1 files/)
  })
})
