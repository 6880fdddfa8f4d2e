// Renders the site's icon set into public/ from the logo mark (src/components/layout/Logo.tsx): favicon.ico (16, 32
// and 48 pixels, PNG inside), icon.svg, apple-touch-icon.png (180) and the manifest's icons (192, 512, and a maskable
// 512 with room around the mark). Run it again when the mark changes: `node --import tsx scripts/make-icons.ts`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const MARK = `<rect width="88" height="88" rx="22" fill="#1f3a5f"/><path d="M22 62 L44 20 L66 62 Z" fill="#f4a259"/><rect x="36" y="44" width="16" height="18" fill="#1f3a5f"/>`
const svg = (size: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 88 88">${inner}</svg>`
// Maskable: a full-bleed background, the mark inside the middle 80 % (the safe zone).
const MASKABLE = `<rect width="88" height="88" fill="#1f3a5f"/><g transform="translate(8.8 8.8) scale(0.8)">${MARK}</g>`
// The Apple icon is shown with its own rounded corners: square, opaque.
const APPLE = `<rect width="88" height="88" fill="#1f3a5f"/><g transform="translate(4.4 4.4) scale(0.9)">${MARK}</g>`

const out = (name: string) => path.join(process.cwd(), 'public', name)
const png = (size: number, inner = MARK) =>
  sharp(Buffer.from(svg(size, inner)))
    .png()
    .toBuffer()

/** An ICO file whose images are PNGs (read by every browser since Windows Vista's format change). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, at)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1)
    header.writeUInt16LE(1, at + 4)
    header.writeUInt16LE(32, at + 6)
    header.writeUInt32LE(data.length, at + 8)
    header.writeUInt32LE(offset, at + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((i) => i.data)])
}

const sizes = [16, 32, 48]
writeFileSync(out('favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))))
writeFileSync(out('icon.svg'), svg(88, MARK))
writeFileSync(out('apple-touch-icon.png'), await png(180, APPLE))
writeFileSync(out('icon-192.png'), await png(192))
writeFileSync(out('icon-512.png'), await png(512))
writeFileSync(out('icon-maskable-512.png'), await png(512, MASKABLE))
