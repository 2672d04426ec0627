import { concatBytes } from '~/lib/bytes'

const utf8 = new TextEncoder()

/**
 * Text collected as UTF-8 bytes a block at a time (decision 072). A render's thousands of small
 * pieces joined into one string make a rope that must be copied whole into a string of the
 * page's size, allocated afresh, before it is encoded. Blocks of `blockChars` stay small enough
 * for the young generation, and the bytes are copied once more, into the body.
 */
export class Utf8Blocks {
  #text = ''
  #blocks: Array<Uint8Array<ArrayBuffer>> = []

  constructor(private readonly blockChars = 16_384) {}

  /** Adds a piece; a function of its own, so it can be handed to a renderer as it is. */
  readonly push = (piece: string): void => {
    this.#text += piece
    if (this.#text.length >= this.blockChars) this.#flush(true)
  }

  /** Everything pushed, as one array of bytes. */
  bytes(): Uint8Array<ArrayBuffer> {
    this.#flush()
    return this.#blocks.length === 1 ? this.#blocks[0]! : concatBytes(this.#blocks)
  }

  #flush(more = false): void {
    let text = this.#text
    // A pair of surrogates split between two pieces is encoded whole, in the next block.
    const last = text.charCodeAt(text.length - 1)
    const held = more && last >= 0xd800 && last <= 0xdbff ? text.slice(-1) : ''
    if (held) text = text.slice(0, -1)
    this.#text = held
    if (text === '') return
    const block = utf8.encode(text)
    this.#blocks.push(block)
  }
}
