import { implement } from '~/domains/shared/api-route'
import {
  createAdminCollection,
  getAdminCollection,
  listAdminCollections,
  updateAdminCollection,
} from './admin-collections.contract'
import { createCollection, getCollection, listCollections, updateCollection } from './admin-collections.server'

export const adminCollectionRoutes = [
  implement(listAdminCollections, async ({ query }, { db }) => listCollections(db, query)),
  implement(getAdminCollection, async ({ params }, { db }) => ({ data: await getCollection(db, params.id) })),
  implement(createAdminCollection, async ({ body }, { db }) => ({ data: await createCollection(db, body) })),
  implement(updateAdminCollection, async ({ params, body }, { db }) => ({
    data: await updateCollection(db, params.id, body),
  })),
]
