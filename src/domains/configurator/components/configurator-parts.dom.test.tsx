import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { disabledOptions, pickOption, defaultChoices } from '../rules'
import { testModel } from '../test-model'
import { DoorPreview, previewParts } from './door-preview'
import { OptionStep } from './option-step'

// The configurator's parts (decision 009): disabled options keep their reason tied to them, and
// the SVG preview follows the choices.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const withPreview = {
  ...testModel,
  steps: testModel.steps.map((s) => ({
    ...s,
    options: s.options.map((o) =>
      o.code === 'SLIDING'
        ? { ...o, preview: { hinge: 'left', swing: 'pocket' } }
        : o.code === 'HINGED'
          ? { ...o, preview: { hinge: 'right', swing: 'pull' } }
          : o.code === 'CLEAR'
            ? { ...o, preview: { glass: 'clear' } }
            : o.code === 'RAL'
              ? { ...o, swatch: '#4f7190' }
              : o,
    ),
  })),
}

describe('OptionStep', () => {
  it('shows a ruled-out option disabled, described by its reason; picks the others', () => {
    const onPick = vi.fn()
    const chosen = defaultChoices(testModel)
    render(
      <OptionStep
        step={testModel.steps[0]!}
        chosen={chosen}
        disabled={disabledOptions(testModel, chosen)}
        locale="en"
        onPick={onPick}
      />,
    )
    const oak = screen.getByRole('radio', { name: /^OAK/ })
    expect(oak).toHaveProperty('disabled', true)
    expect(document.getElementById(oak.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not available: Rovere solo sul modello 99',
    )
    expect(screen.getByRole('radio', { name: /^WHITE/ })).toHaveProperty('checked', true)
    expect(screen.getByText('+ 20%')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /^RAL/ }))
    expect(onPick).toHaveBeenCalledWith(12)
  })

  it('uses checkboxes for a multiple-choice step', () => {
    render(<OptionStep step={testModel.steps[3]!} chosen={[41]} disabled={new Map()} locale="en" onPick={() => {}} />)
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
  })
})

describe('DoorPreview', () => {
  it('follows size, finish, glass, hinge side and opening', () => {
    const hinged = pickOption(withPreview, pickOption(withPreview, defaultChoices(withPreview), 12), 32)
    const { rerender } = render(
      <DoorPreview
        style="flush"
        width={900}
        height={2100}
        parts={previewParts(withPreview, hinged)}
        label="Door preview"
      />,
    )
    const svg = screen.getByRole('img', { name: 'Door preview' })
    expect(svg.getAttribute('viewBox')).toBe('0 0 1160 2290')
    expect(svg.dataset).toMatchObject({
      width: '900',
      finish: '#4f7190',
      glass: 'clear',
      hinge: 'right',
      swing: 'pull',
    })
    expect(svg.querySelector('[data-part="glass"]')).not.toBeNull()
    const sliding = pickOption(withPreview, defaultChoices(withPreview), 22)
    rerender(
      <DoorPreview
        style="flush"
        width={700}
        height={2400}
        parts={previewParts(withPreview, sliding)}
        label="Door preview"
      />,
    )
    expect(svg.dataset).toMatchObject({ width: '700', glass: 'none', swing: 'pocket' })
    // A pocket door is drawn with its pocket: the drawing is wider.
    expect(svg.getAttribute('viewBox')).toBe('0 0 1660 2590')
  })
})
