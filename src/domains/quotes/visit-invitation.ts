// The measurement visit as an iCalendar invitation (RFC 5545), attached to the e-mail that
// announces it (decision 106): a calendar adds it in one tap. Written by hand — one VEVENT needs
// a dozen lines — with the RFC's rules that calendars do enforce: CRLF line ends, lines folded
// at 75 octets, text escaped, times in UTC, a stable UID so a moved visit replaces the first one
// (a higher SEQUENCE), METHOD:REQUEST.

export type VisitInvitation = {
  /** Stable per request: `quote-request-42@shop.example`. */
  uid: string
  /** Grows each time the visit is moved, so calendars update the event. */
  sequence: number
  start: Date
  end: Date
  stamp: Date
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values: backslash, semicolon, comma and new lines escaped (RFC 5545 §3.3.11). */
export const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const param = (s: string) => `"${s.replace(/"/g, "'")}"`

export function visitInvitation(v: VisitInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Soglia//Sopralluoghi//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${v.uid}`,
    `SEQUENCE:${v.sequence}`,
    `DTSTAMP:${utc(v.stamp)}`,
    `DTSTART:${utc(v.start)}`,
    `DTEND:${utc(v.end)}`,
    `SUMMARY:${escapeText(v.summary)}`,
    `DESCRIPTION:${escapeText(v.description)}`,
    `LOCATION:${escapeText(v.location)}`,
    `ORGANIZER;CN=${param(v.organizer.name)}:mailto:${v.organizer.email}`,
    `ATTENDEE;CN=${param(v.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${v.attendee.email}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
