import type { Route } from './router.server'
import { settingsRoutes } from '~/domains/settings/settings.api.server'
import { pageRoutes } from '~/domains/content/pages.api.server'
import { catalogRoutes } from '~/domains/catalog/catalog.api.server'

/** Every REST endpoint, in one list: the dispatcher and the OpenAPI document both read it. */
export const apiRoutes: Route[] = [...settingsRoutes, ...pageRoutes, ...catalogRoutes] as Route[]
