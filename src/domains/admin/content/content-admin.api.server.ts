import { adminBlogRoutes } from '../blog/admin-blog.api.server'
import { adminFaqRoutes } from '../faq/admin-faq.api.server'
import { adminMediaRoutes } from '../media/admin-media.api.server'
import { adminPageRoutes } from '../pages/admin-pages.api.server'
import { adminPromotionRoutes } from '../promotions/admin-promotions.api.server'
import { adminSlideRoutes } from '../slides/admin-slides.api.server'
import { markdownPreviewRoutes } from './markdown-preview.api.server'

// The content and media back office (issue 13), registered once in routes.server.ts.
export const contentAdminRoutes = [
  ...adminPageRoutes,
  ...adminBlogRoutes,
  ...adminFaqRoutes,
  ...adminSlideRoutes,
  ...adminPromotionRoutes,
  ...adminMediaRoutes,
  ...markdownPreviewRoutes,
]
