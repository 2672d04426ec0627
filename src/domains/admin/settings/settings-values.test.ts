import { describe, expect, it } from 'vitest'
import { AdminRequestError } from '../kit/data-provider'
import type { Field } from '../kit/resource'
import { flatten, remapErrors, sectionBody, sectionInitial } from './settings-values'

const label = () => ''
const fields: Field[] = [
  { name: 'site_name', label, type: 'text' },
  { name: 'meta_tags:description', label, type: 'textarea', optional: true },
  { name: 'free_shipping_over', label, type: 'money', optional: true },
  { name: 'footer_social', label, type: 'textarea', optional: true },
  { name: 'enable_blog_page', label, type: 'checkbox' },
]

describe('settings sections', () => {
  it('flattens nested settings and nests them back into a PATCH body', () => {
    expect(flatten({ a: { b: 1, c: { d: 'x' } }, e: [1] })).toEqual({ 'a:b': 1, 'a:c:d': 'x', e: [1] })
    const initial = sectionInitial(fields, {
      site_name: 'Soglia',
      meta_tags: { description: 'Porte', keywords: 'k' },
      free_shipping_over: 150_000,
      footer_social: [{ icon: 'instagram', url: 'https://instagram.com/x' }],
      enable_blog_page: true,
    })
    expect(initial).toEqual({
      site_name: 'Soglia',
      'meta_tags:description': 'Porte',
      free_shipping_over: '1500.00',
      footer_social: 'instagram https://instagram.com/x',
      enable_blog_page: true,
    })
    const body = sectionBody(fields, {
      ...initial,
      'meta_tags:description': '',
      free_shipping_over: '99,50',
      footer_social: 'Facebook https://fb.com/s\n\n youtube https://yt.com/s ',
    })
    expect(body).toEqual({
      site_name: 'Soglia',
      meta_tags: { description: '' },
      free_shipping_over: 9950,
      footer_social: [
        { icon: 'facebook', url: 'https://fb.com/s' },
        { icon: 'youtube', url: 'https://yt.com/s' },
      ],
      enable_blog_page: true,
    })
  })

  it('puts the API field errors under the inputs that hold them', () => {
    const error = new AdminRequestError('validation_failed', 'no', {
      'meta_tags.description': ['long'],
      'footer_social.1.url': ['url'],
      _: ['x'],
    })
    const mapped = remapErrors(
      error,
      fields.map((f) => f.name),
    ) as AdminRequestError
    expect(mapped.fields).toEqual({ 'meta_tags:description': ['long'], footer_social: ['url'], _: ['x'] })
  })
})
