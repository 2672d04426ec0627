import type { z } from 'zod'
import type { adminPages } from './admin-pages.contract'

export type AdminPageRow = z.output<typeof adminPages.row>
