import { describe, expect, it } from 'vitest'
import { escapeText, fold, visitInvitation } from './visit-invitation'

// RFC 5545 by hand (decision 106): what calendars check — CRLF, folding, escaping, UTC times.
const invite = () =>
  visitInvitation({
    uid: 'quote-request-42@soglia.example',
    sequence: 1,
    start: new Date('2026-12-15T08:30:00Z'),
    end: new Date('2026-12-15T10:30:00Z'),
    stamp: new Date('2026-12-07T15:00:00Z'),
    summary: 'Sopralluogo P2026-0042',
    description: 'Tecnico: Marco Rossi; misure di 3 aperture,\nporta d’ingresso compresa.',
    location: 'Via Mazzini 12, 37121 Verona (VR)',
    organizer: { name: 'Soglia', email: 'ordini@soglia.example' },
    attendee: { name: 'Marta "Ferri"', email: 'marta@example.it' },
  })

describe('visit invitation (.ics)', () => {
  it('is one VEVENT with UTC times, CRLF line ends and the request as UID', () => {
    const text = invite()
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((l) => !l.includes('\n'))).toBe(true)
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain('METHOD:REQUEST\r\n')
    expect(unfolded).toContain('UID:quote-request-42@soglia.example\r\n')
    expect(unfolded).toContain('DTSTART:20261215T083000Z\r\nDTEND:20261215T103000Z\r\n')
    expect(unfolded).toContain('SEQUENCE:1\r\n')
    expect(unfolded).toContain(
      'DESCRIPTION:Tecnico: Marco Rossi\\; misure di 3 aperture\\,\\nporta d’ingresso compresa.\r\n',
    )
    expect(unfolded).toContain('LOCATION:Via Mazzini 12\\, 37121 Verona (VR)\r\n')
    expect(unfolded).toContain(
      `ATTENDEE;CN="Marta 'Ferri'";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:marta@example.it\r\n`,
    )
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'è'.repeat(80)}`
    const folded = fold(long)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    expect(fold('SHORT:1')).toBe('SHORT:1')
  })

  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })
})
