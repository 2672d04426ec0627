import type { Route } from '~/domains/shared/api-route'
import { attributeCollection, categoryCollection, productCollection } from '../catalog/catalog-admin.api.server'

/**
 * Every collection on spec §7's generic routes (registry.server.ts), one line each: pages,
 * slides… register here the same way.
 */
export const collectionItemRoutes: Route[] = [...productCollection, ...categoryCollection, ...attributeCollection]
