// Demo pictures drawn on this machine: SVG scenes rendered by sharp, no downloads.
import sharp from 'sharp'

const PALETTES = [
  { sky: ['#fde6c8', '#f7b267'], body: '#35524a', glass: '#9cc5c0', accent: '#f25f5c' },
  { sky: ['#d7e8f5', '#8fb8de'], body: '#2e4057', glass: '#b8d8f2', accent: '#ffd166' },
  { sky: ['#f4dfe7', '#d99ab2'], body: '#4a3f5c', glass: '#d8c7e8', accent: '#06d6a0' },
  { sky: ['#e6f2e1', '#a6d49f'], body: '#3d405b', glass: '#c7e3d4', accent: '#e07a5f' },
  { sky: ['#fff4d6', '#ffd27f'], body: '#5b3e31', glass: '#f2d0a4', accent: '#2a9d8f' },
  { sky: ['#e3e7f1', '#9aa9cf'], body: '#22333b', glass: '#a9c2d9', accent: '#f4a259' },
] as const

function rand(seed: number): () => number {
  let s = seed * 9301 + 49297
  return () => {
    s = (s * 9301 + 49297) % 233280
    return s / 233280
  }
}

/** A street-level view of an office tower with a lit window grid, trees and a plaza. */
export function facadeSvg(seed: number, width = 1600, height = 900): string {
  const p = PALETTES[seed % PALETTES.length]
  const r = rand(seed + 1)
  const towers: string[] = []
  const count = 2 + (seed % 3)
  for (let t = 0; t < count; t++) {
    const w = 260 + r() * 260
    const h = 380 + r() * 380
    const x = 120 + (t * (width - 240)) / count + r() * 60
    const y = height - 140 - h
    const cols = Math.floor(w / 46)
    const rows = Math.floor(h / 52)
    const windows: string[] = []
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const lit = r() > 0.72
        windows.push(
          `<rect x="${(x + 14 + i * 46).toFixed(0)}" y="${(y + 16 + j * 52).toFixed(0)}" width="30" height="36" rx="3" fill="${lit ? '#fff3c4' : p.glass}" opacity="${lit ? 0.95 : 0.8}"/>`,
        )
      }
    towers.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="6" fill="${p.body}"/>${windows.join('')}`,
    )
  }
  const trees = Array.from({ length: 7 }, (_, i) => {
    const x = 60 + i * (width / 7) + r() * 50
    const s = 40 + r() * 30
    return `<rect x="${x - 5}" y="${height - 150}" width="10" height="60" fill="#5c4033"/><circle cx="${x}" cy="${height - 160}" r="${s}" fill="#2d6a4f" opacity="0.92"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * (0.15 + r() * 0.7)}" cy="${140 + r() * 80}" r="70" fill="#fffbe6" opacity="0.8"/>
${towers.join('')}
<rect y="${height - 110}" width="${width}" height="110" fill="#d9d4c7"/>
<rect y="${height - 110}" width="${width}" height="10" fill="${p.accent}"/>
${trees}
</svg>`
}

/** An interior: desks, lamps and a window wall, for lounge and meeting-room pictures. */
export function interiorSvg(seed: number, width = 1600, height = 900): string {
  const p = PALETTES[(seed + 2) % PALETTES.length]
  const r = rand(seed + 7)
  const panes = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${80 + i * 245}" y="70" width="220" height="360" fill="${p.sky[0]}" stroke="${p.body}" stroke-width="10"/>`,
  ).join('')
  const desks = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 360 + r() * 30
    return `<rect x="${x}" y="560" width="280" height="24" rx="6" fill="#b08968"/><rect x="${x + 20}" y="584" width="12" height="150" fill="#6f4e37"/><rect x="${x + 248}" y="584" width="12" height="150" fill="#6f4e37"/>
<rect x="${x + 90}" y="500" width="100" height="60" rx="4" fill="${p.body}"/><circle cx="${x + 60}" cy="660" r="42" fill="${p.accent}"/>`
  }).join('')
  const lamps = Array.from(
    { length: 5 },
    (_, i) =>
      `<line x1="${200 + i * 300}" y1="0" x2="${200 + i * 300}" y2="150" stroke="#333" stroke-width="4"/><path d="M${170 + i * 300} 190 L${230 + i * 300} 190 L${215 + i * 300} 150 L${185 + i * 300} 150 Z" fill="${p.accent}"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#f3efe7"/>${panes}<rect y="740" width="${width}" height="160" fill="#c9b79c"/>${lamps}${desks}
<rect x="1380" y="420" width="140" height="320" rx="70" fill="#2d6a4f" opacity="0.85"/></svg>`
}

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
<rect x="8" y="16" width="88" height="88" rx="22" fill="#1f3a5f"/><path d="M30 78 L52 36 L74 78 Z" fill="#f4a259"/><rect x="44" y="60" width="16" height="18" fill="#1f3a5f"/>
<rect x="120" y="40" width="330" height="14" rx="7" fill="#1f3a5f"/><rect x="120" y="66" width="220" height="14" rx="7" fill="#f4a259"/></svg>`

export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer()
}
