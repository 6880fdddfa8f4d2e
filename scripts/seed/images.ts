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

/** The landmark a city's card shows, so each city is recognisable at a glance. */
export type Landmark = 'dome' | 'gopuram' | 'memorial-arch' | 'glass-towers' | 'four-minarets' | 'harbour-arch' | 'fort-gate'

const LANDMARK_SKIES: Record<Landmark, readonly [string, string]> = {
  dome: ['#fde6c8', '#f7b267'],
  gopuram: ['#fff4d6', '#ffc971'],
  'memorial-arch': ['#f4dfe7', '#d99ab2'],
  'glass-towers': ['#d7e8f5', '#8fb8de'],
  'four-minarets': ['#ffe8d6', '#e8a87c'],
  'harbour-arch': ['#e3e7f1', '#9aa9cf'],
  'fort-gate': ['#fbe3d0', '#e59866'],
}

/** A city's skyline with its landmark in front: a silhouette in the style of the building drawings. */
export function landmarkSvg(landmark: Landmark, seed: number, width = 1600, height = 900): string {
  const [top, bottom] = LANDMARK_SKIES[landmark]
  const r = rand(seed + 11)
  const ground = height - 120
  const cx = width / 2
  const stone = '#7a5c48'
  const dark = '#3d3041'
  // Low city blocks behind the landmark.
  const skyline = Array.from({ length: 14 }, (_, i) => {
    const w = 80 + r() * 60
    const h = 120 + r() * 220
    return `<rect x="${(i * width) / 14}" y="${ground - h}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#9aa5b1" opacity="0.55"/>`
  }).join('')
  const shapes: Record<Landmark, string> = {
    dome: `<rect x="${cx - 360}" y="${ground - 200}" width="720" height="200" fill="${stone}"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${cx - 340 + i * 58}" y="${ground - 180}" width="22" height="170" fill="#f3e9dc"/>`).join('')}
<rect x="${cx - 140}" y="${ground - 300}" width="280" height="100" fill="${stone}"/>
<path d="M${cx - 130} ${ground - 300} A130 130 0 0 1 ${cx + 130} ${ground - 300} Z" fill="${stone}"/>
<rect x="${cx - 6}" y="${ground - 470}" width="12" height="50" fill="${stone}"/>`,
    gopuram:
      Array.from({ length: 7 }, (_, i) => {
        const w = 460 - i * 55
        return `<rect x="${cx - w / 2}" y="${ground - 80 - i * 70}" width="${w}" height="72" fill="${i % 2 ? '#c0784a' : stone}"/>`
      }).join('') +
      `<path d="M${cx - 90} ${ground - 500} Q${cx} ${ground - 600} ${cx + 90} ${ground - 500} Z" fill="${stone}"/><rect x="${cx - 50}" y="${ground - 140}" width="100" height="140" rx="50" fill="${dark}"/>`,
    'memorial-arch': `<path d="M${cx - 220} ${ground} V${ground - 420} H${cx + 220} V${ground} H${cx + 80} V${ground - 200} A80 80 0 0 0 ${cx - 80} ${ground - 200} V${ground} Z" fill="${stone}"/>
<rect x="${cx - 250}" y="${ground - 470}" width="500" height="60" fill="${stone}"/><rect x="${cx - 150}" y="${ground - 520}" width="300" height="50" fill="${stone}"/>
<path d="M${cx - 80} ${ground - 520} A80 40 0 0 1 ${cx + 80} ${ground - 520} Z" fill="${stone}"/>`,
    'glass-towers': Array.from({ length: 5 }, (_, i) => {
      const w = 150 + r() * 60
      const h = 380 + r() * 260
      const x = cx - 480 + i * 200
      return `<path d="M${x} ${ground} V${ground - h} L${x + w} ${ground - h - 40} V${ground} Z" fill="#2e4057"/><path d="M${x + 10} ${ground - 10} V${ground - h + 10} L${x + w - 10} ${ground - h - 24} V${ground - 10} Z" fill="#8fb8de" opacity="0.55"/>`
    }).join(''),
    'four-minarets': `<rect x="${cx - 200}" y="${ground - 300}" width="400" height="300" fill="${stone}"/>
<path d="M${cx - 110} ${ground} V${ground - 170} A110 110 0 0 1 ${cx + 110} ${ground - 170} V${ground} Z" fill="${dark}"/>
${[-200, 200].map((dx) => `<rect x="${cx + dx - 34}" y="${ground - 560}" width="68" height="560" fill="${stone}"/><path d="M${cx + dx - 40} ${ground - 560} Q${cx + dx} ${ground - 640} ${cx + dx + 40} ${ground - 560} Z" fill="${stone}"/><rect x="${cx + dx - 46}" y="${ground - 420}" width="92" height="16" fill="#c0784a"/><rect x="${cx + dx - 46}" y="${ground - 300}" width="92" height="16" fill="#c0784a"/>`).join('')}
<rect x="${cx - 200}" y="${ground - 330}" width="400" height="30" fill="#c0784a"/>`,
    'harbour-arch': `<path d="M${cx - 260} ${ground} V${ground - 380} H${cx + 260} V${ground} H${cx + 90} V${ground - 220} A90 110 0 0 0 ${cx - 90} ${ground - 220} V${ground} Z" fill="#c8a27a"/>
${[-230, -130, 130, 230].map((dx) => `<rect x="${cx + dx - 24}" y="${ground - 470}" width="48" height="90" fill="#c8a27a"/><circle cx="${cx + dx}" cy="${ground - 470}" r="24" fill="#c8a27a"/>`).join('')}
<rect y="${ground - 10}" width="${width}" height="40" fill="#5b8fb9"/>`,
    'fort-gate': `<rect x="${cx - 420}" y="${ground - 260}" width="840" height="260" fill="${stone}"/>
${Array.from({ length: 14 }, (_, i) => `<rect x="${cx - 420 + i * 62}" y="${ground - 290}" width="36" height="30" fill="${stone}"/>`).join('')}
${[-170, 170].map((dx) => `<rect x="${cx + dx - 70}" y="${ground - 380}" width="140" height="380" fill="#6a4c3b"/>`).join('')}
<path d="M${cx - 90} ${ground} V${ground - 190} A90 90 0 0 1 ${cx + 90} ${ground - 190} V${ground} Z" fill="${dark}"/>`,
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * (0.12 + r() * 0.2)}" cy="${130 + r() * 60}" r="64" fill="#fffbe6" opacity="0.8"/>
${skyline}
${shapes[landmark]}
<rect y="${ground}" width="${width}" height="${height - ground}" fill="#d9d4c7"/>
</svg>`
}

/**
 * One building's own drawing: its tower with as many window rows as it has floors, one of four roof shapes, its
 * palette and neighbours from its index, and its name over the entrance, so no two buildings look alike.
 */
export function buildingSvg(building: { index: number; name: string; floors: number }, width = 1200, height = 675): string {
  const { index, name, floors } = building
  const p = PALETTES[(index * 5 + 1) % PALETTES.length]
  const r = rand(index * 31 + 5)
  const ground = height - 90
  const rows = Math.max(2, Math.min(floors, 14))
  const rowHeight = Math.min(44, (ground - 150) / rows)
  const w = 300 + r() * 160
  const h = rows * rowHeight + 40
  const x = width / 2 - w / 2 + (r() - 0.5) * 160
  const y = ground - h
  const cols = Math.max(3, Math.floor(w / 52))
  const windows: string[] = []
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const lit = r() > 0.65
      windows.push(
        `<rect x="${(x + 16 + (i * (w - 32)) / cols).toFixed(0)}" y="${(y + 20 + j * rowHeight).toFixed(0)}" width="${((w - 32) / cols - 10).toFixed(0)}" height="${(rowHeight - 12).toFixed(0)}" rx="3" fill="${lit ? '#fff3c4' : p.glass}" opacity="${lit ? 0.95 : 0.8}"/>`,
      )
    }
  const roofs = [
    `<rect x="${x - 10}" y="${y - 14}" width="${w + 20}" height="14" fill="${p.accent}"/>`,
    `<rect x="${x + w * 0.2}" y="${y - 50}" width="${w * 0.6}" height="50" fill="${p.body}"/><rect x="${x + w * 0.35}" y="${y - 80}" width="${w * 0.3}" height="30" fill="${p.body}"/>`,
    `<path d="M${x + w / 2 - 30} ${y} L${x + w / 2} ${y - 120} L${x + w / 2 + 30} ${y} Z" fill="${p.accent}"/>`,
    `<path d="M${x} ${y} Q${x + w / 2} ${y - 90} ${x + w} ${y} Z" fill="${p.accent}"/>`,
  ]
  const neighbours = Array.from({ length: 4 }, (_, i) => {
    const nw = 120 + r() * 120
    const nh = 140 + r() * 260
    const nx = i < 2 ? 20 + i * 170 + r() * 30 : width - 320 + (i - 2) * 160 + r() * 30
    return `<rect x="${nx.toFixed(0)}" y="${(ground - nh).toFixed(0)}" width="${nw.toFixed(0)}" height="${nh.toFixed(0)}" rx="4" fill="${p.body}" opacity="0.35"/>`
  }).join('')
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const signWidth = Math.min(w - 20, 40 + name.length * 15)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${(width * (0.1 + r() * 0.8)).toFixed(0)}" cy="${(90 + r() * 60).toFixed(0)}" r="52" fill="#fffbe6" opacity="0.8"/>
${neighbours}
${roofs[index % roofs.length]}
<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="6" fill="${p.body}"/>${windows.join('')}
<rect x="${(x + w / 2 - signWidth / 2).toFixed(0)}" y="${ground - 60}" width="${signWidth.toFixed(0)}" height="34" rx="6" fill="#fffdf7"/>
<text x="${(x + w / 2).toFixed(0)}" y="${ground - 37}" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="${p.body}">${escaped}</text>
<rect y="${ground}" width="${width}" height="${height - ground}" fill="#d9d4c7"/>
<rect y="${ground}" width="${width}" height="8" fill="${p.accent}"/>
</svg>`
}

/** The rooms a building's gallery shows after its own drawing: each kind is composed differently, not recoloured. */
export const ROOM_KINDS = ['meeting-room', 'lounge', 'private-cabin', 'reception', 'phone-booths', 'open-desks'] as const
export type RoomKind = (typeof ROOM_KINDS)[number]

export const ROOM_ALT: Record<RoomKind, string> = {
  'meeting-room': 'A meeting room with a long table, chairs and a wall screen',
  lounge: 'A lounge with sofas, a coffee counter and plants',
  'private-cabin': 'A private cabin behind a glass partition, with four desks',
  reception: 'The reception desk with the front-desk team and a waiting bench',
  'phone-booths': 'A row of phone booths for calls',
  'open-desks': 'An open-plan floor with rows of shared desks',
}

/** An interior of one kind in one of the palettes: a floor, a back wall with windows, and the room's furniture. */
export function roomSvg(kind: RoomKind, seed: number, width = 1600, height = 900): string {
  const p = PALETTES[seed % PALETTES.length]
  const r = rand(seed * 13 + ROOM_KINDS.indexOf(kind))
  const floor = 640
  const wood = '#b08968'
  const darkWood = '#6f4e37'
  const chair = (x: number, y: number, fill: string = p.body) =>
    `<rect x="${x}" y="${y}" width="54" height="60" rx="10" fill="${fill}"/><rect x="${x + 8}" y="${y + 60}" width="8" height="44" fill="#333"/><rect x="${x + 38}" y="${y + 60}" width="8" height="44" fill="#333"/>`
  const plant = (x: number, scale = 1) =>
    `<rect x="${x}" y="${floor + 60 - 70 * scale}" width="${50 * scale}" height="${70 * scale}" rx="8" fill="${darkWood}"/><circle cx="${x + 25 * scale}" cy="${floor - 20 - 70 * scale}" r="${55 * scale}" fill="#2d6a4f"/><circle cx="${x + 5 * scale}" cy="${floor - 50 - 70 * scale}" r="${35 * scale}" fill="#40916c"/>`
  const windows = (count: number, top: number, tall: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<rect x="${60 + (i * (width - 120)) / count}" y="${top}" width="${(width - 120) / count - 24}" height="${tall}" fill="${p.sky[0]}" stroke="${p.body}" stroke-width="8"/>`,
    ).join('')
  const rooms: Record<RoomKind, string> = {
    'meeting-room': `${windows(3, 80, 300)}
<rect x="1150" y="140" width="360" height="210" rx="8" fill="#1d2733"/><rect x="1170" y="160" width="320" height="170" fill="${p.glass}"/>
<rect x="1230" y="200" width="200" height="16" rx="8" fill="#fff"/><rect x="1230" y="232" width="140" height="16" rx="8" fill="${p.accent}"/>
${Array.from({ length: 5 }, (_, i) => chair(330 + i * 150, 470)).join('')}
<path d="M240 600 L1100 600 L1180 680 L160 680 Z" fill="${wood}"/><rect x="160" y="680" width="1020" height="22" fill="${darkWood}"/>
${Array.from({ length: 5 }, (_, i) => chair(300 + i * 170, 700)).join('')}
<rect x="560" y="572" width="70" height="40" rx="4" fill="#333"/><rect x="820" y="572" width="70" height="40" rx="4" fill="#333"/>`,
    lounge: `${windows(4, 70, 340)}
<rect x="980" y="430" width="520" height="60" fill="${darkWood}"/><rect x="1000" y="490" width="480" height="190" fill="${wood}"/>
<rect x="1060" y="380" width="60" height="50" rx="6" fill="#333"/><circle cx="1200" cy="412" r="18" fill="#fff"/><circle cx="1250" cy="412" r="18" fill="#fff"/>
${Array.from({ length: 3 }, (_, i) => `<rect x="${1040 + i * 150}" y="560" width="40" height="130" fill="#333"/><circle cx="${1060 + i * 150}" cy="555" r="34" fill="${p.accent}"/>`).join('')}
<rect x="120" y="540" width="520" height="140" rx="40" fill="${p.accent}"/><rect x="120" y="470" width="520" height="100" rx="40" fill="${p.accent}" opacity="0.85"/>
<rect x="140" y="680" width="16" height="40" fill="#333"/><rect x="604" y="680" width="16" height="40" fill="#333"/>
<ellipse cx="380" cy="760" rx="180" ry="34" fill="${darkWood}"/><rect x="370" y="760" width="20" height="60" fill="#333"/>
${plant(700)}${plant(40, 0.8)}`,
    'private-cabin': `${windows(2, 90, 280)}
<rect x="80" y="60" width="1440" height="640" fill="none" stroke="${p.body}" stroke-width="14"/>
<rect x="100" y="80" width="1400" height="600" fill="${p.glass}" opacity="0.28"/>
${Array.from({ length: 2 }, (_, row) => Array.from({ length: 2 }, (_, col) => `<rect x="${260 + col * 620}" y="${470 + row * 130}" width="460" height="22" rx="6" fill="#fffdf7"/><rect x="${280 + col * 620}" y="${492 + row * 130}" width="10" height="90" fill="#333"/><rect x="${690 + col * 620}" y="${492 + row * 130}" width="10" height="90" fill="#333"/><rect x="${440 + col * 620}" y="${410 + row * 130}" width="110" height="62" rx="4" fill="#1d2733"/>${chair(470 + col * 620, 520 + row * 130)}`).join('')).join('')}
<rect x="1180" y="120" width="260" height="70" rx="8" fill="#fffdf7"/><text x="1310" y="166" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="${p.body}">${String(101 + Math.floor(r() * 8))}</text>`,
    reception: `${windows(5, 70, 260)}
<rect x="520" y="120" width="560" height="90" rx="10" fill="${p.body}"/><rect x="600" y="150" width="400" height="28" rx="14" fill="${p.accent}"/>
<path d="M400 460 H1200 V700 H400 Z" fill="${wood}"/><rect x="380" y="440" width="840" height="34" rx="8" fill="${darkWood}"/>
<circle cx="700" cy="380" r="40" fill="#8d5524"/><rect x="660" y="420" width="80" height="40" rx="14" fill="${p.accent}"/>
<circle cx="900" cy="380" r="40" fill="#c68642"/><rect x="860" y="420" width="80" height="40" rx="14" fill="${p.body}"/>
<rect x="1300" y="600" width="260" height="50" rx="10" fill="${p.accent}"/><rect x="1310" y="650" width="12" height="60" fill="#333"/><rect x="1538" y="650" width="12" height="60" fill="#333"/>
${plant(240)}${plant(1250, 0.7)}`,
    'phone-booths': `${windows(2, 80, 200)}
${Array.from({ length: 4 }, (_, i) => {
  const x = 140 + i * 350
  return `<rect x="${x}" y="220" width="280" height="500" rx="18" fill="${i % 2 ? p.body : p.accent}"/><rect x="${x + 24}" y="250" width="232" height="400" rx="10" fill="${p.glass}" opacity="0.8"/>
<rect x="${x + 60}" y="520" width="160" height="18" rx="4" fill="${wood}"/>${chair(x + 110, 560, '#333')}<circle cx="${x + 140}" cy="236" r="7" fill="${r() > 0.5 ? '#52b788' : '#e76f51'}"/>`
}).join('')}`,
    'open-desks': `${windows(6, 70, 330)}
${Array.from({ length: 2 }, (_, row) =>
  Array.from({ length: 4 }, (_, i) => {
    const x = 100 + i * 370 + row * 40
    const y = 520 + row * 120
    return `<rect x="${x}" y="${y}" width="300" height="22" rx="6" fill="${wood}"/><rect x="${x + 20}" y="${y + 22}" width="10" height="${120 - row * 40}" fill="${darkWood}"/><rect x="${x + 270}" y="${y + 22}" width="10" height="${120 - row * 40}" fill="${darkWood}"/><rect x="${x + 40}" y="${y - 56}" width="90" height="56" rx="4" fill="#1d2733"/><rect x="${x + 170}" y="${y - 56}" width="90" height="56" rx="4" fill="#1d2733"/>`
  }).join(''),
).join('')}
<rect x="1460" y="360" width="90" height="300" rx="45" fill="#2d6a4f"/>`,
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#f3efe7"/>
<rect y="${floor + 60}" width="${width}" height="${height - floor - 60}" fill="${kind === 'lounge' || kind === 'reception' ? '#c9b79c' : '#b8b2a7'}"/>
${rooms[kind]}
</svg>`
}
