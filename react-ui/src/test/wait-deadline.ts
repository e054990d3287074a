import { configure } from '@testing-library/react'

// How long `findBy…` and `waitFor` wait before failing: 10 s rather than Testing Library's 1 s. Views load
// lazily, and the first import of one in a run is transformed on demand; on a busy 2-core machine that
// alone has taken over a second. A deadline, not a speed assertion: a view that never shows still fails.
configure({ asyncUtilTimeout: 10_000 })
