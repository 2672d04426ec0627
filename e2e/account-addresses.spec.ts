import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { main, open, signIn } from './admin-helpers'

// Spec §2 shipping addresses of a customer (role user): add, check (issue 39: the province is a
// choice, its CAP checked by the server), make default, edit, delete.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const accountMenu = (page: Page, name = "Menu dell'account") => page.getByRole('navigation', { name })

test('adds, checks, makes default and deletes a shipping address', async ({ page }) => {
  await signIn(page, 'cliente@soglia.test')
  await open(page, '/account/shipping')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indirizzi di spedizione')
  await expect(accountMenu(page).getByRole('link', { name: 'Spedizione' })).toHaveAttribute('aria-current', 'page')
  const list = main(page).getByRole('list', { name: 'Indirizzi salvati' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByText('Predefinito')).toBeVisible()

  await main(page).getByRole('button', { name: 'Aggiungi indirizzo' }).click()
  const form = main(page).getByRole('region', { name: 'Nuovo indirizzo' })
  await form.getByLabel('Destinatario').fill('Giulia Conti')
  await form.getByLabel('Azienda (facoltativo)').fill('Studio Conti')
  await form.getByLabel('Via e numero civico').fill('Via Torino 40')
  await form.getByLabel('CAP').fill('2012')
  await form.getByLabel('Città').fill('Milano')
  await expect(form.getByText('Il CAP è di 5 cifre')).toBeVisible()
  await form.getByLabel('CAP').fill('20123')
  // Issue 39: the province is a choice; typing "Roma" picks Roma (RM), never Rovigo (RO), and
  // the server refuses it for a Milan CAP, naming the province the CAP belongs to.
  await form.getByLabel('Provincia').focus()
  await page.keyboard.type('Roma')
  await expect(form.getByLabel('Provincia')).toHaveValue('RM')
  await form.getByLabel('Telefono (facoltativo)').fill('+39 02 8765 4321')
  await form.getByLabel('Etichetta (facoltativo)').fill('Ufficio')
  await form.getByRole('button', { name: 'Salva indirizzo' }).click()
  await expect(form.getByText('Il CAP 20123 è della provincia di Milano (MI), non di Roma (RM).')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await form.getByLabel('Provincia').selectOption({ label: 'Milano (MI)' })
  await form.getByRole('button', { name: 'Salva indirizzo' }).click()

  await expect(main(page).getByRole('status')).toHaveText('Indirizzo salvato.')
  await expect(list.getByRole('listitem')).toHaveCount(2)
  const office = list.getByRole('listitem').filter({ hasText: 'Ufficio' })
  await expect(office).toContainText('20123 Milano (MI)')
  await expect(office).toContainText('Studio Conti')

  await office.getByRole('button', { name: 'Rendi predefinito: Ufficio' }).click()
  await expect(main(page).getByRole('status')).toContainText('è ora l’indirizzo predefinito')
  await expect(office.getByText('Predefinito')).toBeVisible()
  // Editing the default keeps it the default.
  await office.getByRole('button', { name: 'Modifica: Ufficio' }).click()
  const edit = main(page).getByRole('region', { name: 'Modifica indirizzo' })
  await expect(edit.getByLabel('Via e numero civico')).toHaveValue('Via Torino 40')
  await edit.getByLabel('Via e numero civico').fill('Via Torino 42')
  await edit.getByRole('button', { name: 'Salva indirizzo' }).click()
  await expect(main(page).getByRole('status')).toHaveText('Indirizzo salvato.')
  await expect(office).toContainText('Via Torino 42')
  await expect(office.getByText('Predefinito')).toBeVisible()

  // Delete, after a confirmation: the other address becomes the default again.
  await office.getByRole('button', { name: 'Elimina: Ufficio' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare questo indirizzo?' })
  await expect(dialog).toContainText('«Ufficio»')
  await dialog.getByRole('button', { name: 'Annulla' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await office.getByRole('button', { name: 'Elimina: Ufficio' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click()
  await expect(main(page).getByRole('status')).toHaveText('Indirizzo eliminato.')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByText('Predefinito')).toBeVisible()
})
