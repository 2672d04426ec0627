import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { validateXML } from 'xmllint-wasm'

// Validates a FatturaPA file against the official schema (FatturaPA 1.2.1, as shipped in the
// npm package @digitalia/fatturapa) with libxml2 compiled to WebAssembly (xmllint-wasm).
// The schema imports the XML-signature schema by its web address; tests have no network, and
// our documents carry no signature (signing belongs to whoever sends them to SDI), so the
// import is pointed at a local declaration of `ds:Signature` that accepts any signature.
//
// The package ships schema 1.2.1 (2019). Version 1.2.2 (technical rules 1.6, compulsory since
// 1 January 2021) split the `Natura` codes N2, N3 and N6 into sub-codes (N3.2: non-taxable
// intra-EU supply, art. 41 D.L. 331/93) and withdrew the bare ones; the elements we write are
// otherwise the same. So the one type 1.2.2 changed that we use, NaturaType, is replaced by its
// 1.2.2 list (checked below: the bare N3 is refused, N3.2 accepted). Decision 031.

const require = createRequire(import.meta.url)
const SCHEMA_PATH = require.resolve('@digitalia/fatturapa/src/schemas/Schema_1.2.1.xsd')
const DSIG_URL = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd'
const DSIG_STUB = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/2000/09/xmldsig#" elementFormDefault="qualified">
  <xs:element name="Signature"><xs:complexType><xs:sequence><xs:any processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence><xs:anyAttribute processContents="skip"/></xs:complexType></xs:element>
</xs:schema>`

/** FatturaPA 1.2.2 NaturaType (technical rules 1.6.x). */
export const NATURA_CODES = [
  'N1',
  'N2.1',
  'N2.2',
  'N3.1',
  'N3.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
  'N5',
  'N6.1',
  'N6.2',
  'N6.3',
  'N6.4',
  'N6.5',
  'N6.6',
  'N6.7',
  'N6.8',
  'N6.9',
  'N7',
]
const NATURA_1_2_2 = `<xs:simpleType name="NaturaType"><xs:restriction base="xs:string">${NATURA_CODES.map((c) => `<xs:enumeration value="${c}"/>`).join('')}</xs:restriction></xs:simpleType>`

let schema: Promise<string> | undefined
const loadSchema = () =>
  (schema ??= readFile(SCHEMA_PATH, 'utf8').then((text) => {
    if (!text.includes(DSIG_URL))
      throw new Error('the FatturaPA schema no longer imports xmldsig from the expected address')
    const natura = /<xs:simpleType name="NaturaType">[\s\S]*?<\/xs:simpleType>/
    if (!natura.test(text)) throw new Error('NaturaType not found in the FatturaPA schema')
    return text
      .replace(/^\uFEFF/, '')
      .replace(DSIG_URL, 'xmldsig-core-schema.xsd')
      .replace(natura, NATURA_1_2_2)
  }))

/** The schema's errors for this XML (an empty list: valid). */
export async function fatturaPaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: { fileName: 'Schema_1.2.1.xsd', contents: await loadSchema() },
    preload: { fileName: 'xmldsig-core-schema.xsd', contents: DSIG_STUB },
  })
  return result.valid ? [] : result.errors.map((e) => e.message)
}
