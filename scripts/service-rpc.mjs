// The deploy scripts' one database call (`npm run archive:build`, `npm run assistant:index`): a
// public function that takes one jsonb argument and only the service role may execute.
//   * A Supabase project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the deployment's
//     environment (the service role never reaches a browser), through PostgREST's /rest/v1/rpc.
//   * Otherwise the local database in Node: a PGlite data directory (LOCAL_ARCHIVE_DB, default
//     .local-archive-db/) with every migration applied, made on first use
//     (scripts/archive-local-db.ts, loaded through Vite).

/** Runs `run(load)`, where `load('/scripts/x.ts')` loads one of the project's TypeScript modules; Vite closes after. */
export async function withViteModules(run) {
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    return await run((path) => vite.ssrLoadModule(path))
  } finally {
    await vite.close()
  }
}

async function callProject(url, serviceKey, name, args) {
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(args),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}: ${text}`)
  return JSON.parse(text)
}

/**
 * `public.<name>(<argument> => value)` as the service role, where the environment says:
 * `{ where, result, ms }` (the project's URL or the local data directory, the function's answer,
 * the time it took).
 */
export async function serviceRpc(name, argument, value, env = process.env) {
  const started = performance.now()
  const url = env.SUPABASE_URL
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY
  const dataDir = env.LOCAL_ARCHIVE_DB ?? '.local-archive-db'
  const answer =
    url && serviceKey
      ? { where: url, result: await callProject(url, serviceKey, name, { [argument]: value }) }
      : {
          where: dataDir,
          result: await withViteModules(async (load) =>
            (await load('/scripts/archive-local-db.ts')).callLocally(process.cwd(), dataDir, name, argument, value),
          ),
        }
  return { ...answer, ms: Math.round(performance.now() - started) }
}
