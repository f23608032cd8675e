import { MAX_PAGE_SIZE, type Submission, type SubmissionQuery, type SubmissionsPort } from '@/lib/backend'

/**
 * Every submission matching the query, read page by page (a request never asks for more than
 * the server's row limit). A lead stored meanwhile shifts the later pages by one row: rows are
 * kept once by id, so it is not exported twice.
 */
export async function fetchAllSubmissions(port: SubmissionsPort, query: SubmissionQuery): Promise<Submission[]> {
  const byId = new Map<string, Submission>()
  let total = Infinity
  for (let page = 0; page * MAX_PAGE_SIZE < total; page++) {
    const result = await port.query({ ...query, page, pageSize: MAX_PAGE_SIZE })
    total = result.total
    for (const row of result.rows) byId.set(row.id, row)
    if (result.rows.length === 0) break
  }
  return [...byId.values()]
}
