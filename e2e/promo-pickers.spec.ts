import type { APIRequestContext } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { PASSWORD, axe, main, signIn } from './admin-helpers'
import { expectReachable } from './reachable'

// The promotion form's product and category pickers (admin kit field types `products` and
// `category`): products are found by SKU or name and chosen with the keyboard, shown by name,
// removed by their chip's button; the category is chosen by name from the tree. What is saved
// is what the API holds, and the edit form shows it again by name. At 390 and 1280 px.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: PASSWORD } })
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` }
}

const re = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

type Product = { id: number; sku: string; name: string }
type Category = { id: number; name: string; depth: number }

// The promotions a test made: active and undated, they would lower a product's price for every
// spec after this one (one server for all), so each goes when its test ends.
const made: Array<{ id: number; headers: Record<string, string> }> = []
test.afterEach(async ({ request }) => {
  for (const { id, headers } of made.splice(0))
    expect((await request.delete(`/api/admin/promotions/${id}`, { headers })).status()).toBe(204)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`picks products and a category by name with the keyboard at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const headers = await adminApi(request)
    const products = (await (await request.get('/api/admin/products?per_page=2&sort=sku&dir=asc', { headers })).json())
      .data as Product[]
    const [first, second] = products as [Product, Product]
    const category = ((await (await request.get('/api/admin/categories', { headers })).json()).data as Category[]).find(
      (c) => c.depth === 1,
    )!
    const title = `Pickers ${viewport.width} ${Date.now().toString(36)}`

    await signIn(page)
    await page.goto('/administration/promotions/create')
    await hydrated(page)
    // The screen's loading veil gone (the category tree and media library read).
    await expect(page.locator('[role=status][aria-busy=true]')).toHaveCount(0)
    await main(page)
      .getByRole('textbox', { name: /^Valore/ })
      .fill('10')
    await main(page).getByRole('textbox', { name: 'Nome (Italiano)' }).fill(title)

    // By SKU, with the keyboard: type, arrow down to the option, Enter.
    const picker = main(page).getByRole('combobox', { name: /^Prodotti/ })
    await picker.scrollIntoViewIfNeeded()
    await expectReachable(picker)
    await picker.focus()
    await page.keyboard.type(first.sku)
    const option = main(page).getByRole('option', { name: re(first.name) })
    await expect(option).toBeVisible()
    await expect(picker).toHaveAttribute('aria-expanded', 'true')
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Enter')
    const chosen = main(page).getByRole('list', { name: 'Prodotti scelti' })
    await expect(chosen.getByRole('listitem')).toHaveCount(1)
    await expect(chosen).toContainText(first.name)
    await expect(picker).toHaveValue('')
    // By name: the second product; Enter on the picker adds it and does not submit the form.
    await page.keyboard.type(second.name.slice(0, 12))
    await expect(main(page).getByRole('option', { name: re(second.sku) })).toBeVisible()
    // Arrow down until the second product is the highlighted option. The list may be re-rendered
    // by the search's answer meanwhile (no option highlighted for a moment): never wait on it.
    const highlighted = main(page).getByRole('listbox').getByRole('option', { selected: true })
    await expect(async () => {
      const text = await highlighted.textContent({ timeout: 1_000 }).catch(() => null)
      if (text?.includes(second.sku)) return
      await page.keyboard.press('ArrowDown')
      throw new Error(`highlighted: ${text ?? 'none'}, not ${second.sku}`)
    }).toPass({ timeout: 20_000 })
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('listitem')).toHaveCount(2)
    await expect(page).toHaveURL(/\/create$/)
    // A chip's remove button, by keyboard.
    await chosen.getByRole('button', { name: re(`Togli ${first.name}`) }).focus()
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('listitem')).toHaveCount(1)
    await expect(chosen).toContainText(second.name)

    const select = main(page).getByRole('combobox', { name: /^Categoria/ })
    await expect(select.getByRole('option', { name: re(category.name) })).toHaveCount(1)
    await select.selectOption({ label: `— ${category.name}` })
    await main(page).getByRole('button', { name: 'Crea' }).click()
    await expect(page).toHaveURL(/\/administration\/promotions\/\d+$/)

    const id = Number(page.url().split('/').pop())
    made.push({ id, headers })
    const saved = (await (await request.get(`/api/admin/promotions/${id}`, { headers })).json()).data as {
      product_ids: number[]
      category_id: number | null
    }
    expect(saved.product_ids).toEqual([second.id])
    expect(saved.category_id).toBe(category.id)
    // The edit form shows both by name again.
    await page.reload()
    await hydrated(page)
    await expect(page.locator('[role=status][aria-busy=true]')).toHaveCount(0)
    await expect(main(page).getByRole('list', { name: 'Prodotti scelti' })).toContainText(second.name)
    await expect(
      main(page)
        .getByRole('combobox', { name: /^Categoria/ })
        .locator('option:checked'),
    ).toHaveText(`— ${category.name}`)
    expect(await axe(page)).toEqual([])
  })
}
