import { css } from 'styled-system/css'
import type { FiscalDocumentRow } from '~/domains/fiscal/fiscal.schemas'
import { m } from '~/paraglide/messages.js'
import { smallButton } from '../kit/styles'

/** A document's file as a browser download (the server route forwards the session to the admin API). */
export const documentFileUrl = (id: number, file: 'pdf' | 'xml') => `/administration/documents/${id}/${file}`

/** PDF (and, for invoices and credit notes, FatturaPA XML) download links of one document. */
export function DocumentLinks({ doc }: { doc: Pick<FiscalDocumentRow, 'id' | 'number' | 'has_xml'> }) {
  return (
    <span className={css({ display: 'inline-flex', gap: '2', flexWrap: 'wrap' })}>
      <a
        href={documentFileUrl(doc.id, 'pdf')}
        download
        className={smallButton}
        aria-label={m.fd_adm_download_pdf({ number: doc.number })}
        data-download="pdf"
      >
        PDF
      </a>
      {doc.has_xml && (
        <a
          href={documentFileUrl(doc.id, 'xml')}
          download
          className={smallButton}
          aria-label={m.fd_adm_download_xml({ number: doc.number })}
          data-download="xml"
        >
          XML
        </a>
      )}
    </span>
  )
}
