import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy* and waitFor wait for a state, however long a busy machine takes to reach it (the
// default gives up after 1 s; a screen on the test database can take longer under load). Only
// the test's own timeout ends a real hang.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
