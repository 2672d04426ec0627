import { configure } from '@testing-library/react'

// DOM tests wait for what React shows (`findBy…`, `waitFor`) up to 5 s rather than Testing
// Library's default 1 s: on the shared 2-core CI machine a router's first render with a lazy
// chunk took 1.4 s under load (a `findByText` that failed while the page was right). A broken
// page still fails, only later.
configure({ asyncUtilTimeout: 5000 })
