import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy* and waitFor wait for a state, however long a busy machine takes to reach it (within
// the test's own limit, vitest.config.ts): testing-library's default of 1 s is a quiet machine's.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
