import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { pageOf } from '../list-query'
import {
  adminSiteDocumentSchema,
  adminSiteDocumentsQuery,
  siteDocumentIdParams,
  siteDocumentPatchSchema,
} from './admin-documents.schemas'

const tags = ['Administration: site documents']
const one = z.object({ data: adminSiteDocumentSchema })

export const listSiteDocuments = defineEndpoint({
  method: 'GET',
  path: '/admin/documents',
  summary: 'The site’s downloadable documents',
  description: '`q` searches the titles in every language.',
  tags,
  access: 'admin',
  query: adminSiteDocumentsQuery,
  response: pageOf(adminSiteDocumentSchema),
})
export const getSiteDocument = defineEndpoint({
  method: 'GET',
  path: '/admin/documents/{id}',
  summary: 'One site document',
  tags,
  access: 'admin',
  params: siteDocumentIdParams,
  response: one,
})
export const updateSiteDocument = defineEndpoint({
  method: 'PATCH',
  path: '/admin/documents/{id}',
  summary: 'Edit a site document: title per language, public flag, position',
  description: 'An empty or null title in a language other than Italian removes it (the Italian one is shown instead).',
  tags,
  access: 'admin',
  params: siteDocumentIdParams,
  body: siteDocumentPatchSchema,
  response: one,
})
