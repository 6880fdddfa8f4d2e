// First-load JavaScript of a page: every script under /_next/static its HTML makes a modern browser download (script
// tags, script preloads and the scripts handed to the page's loader; `nomodule` polyfills are left out), each gzipped at zlib's default level as `next start`
// sends it, from the build folder. Library weights come from the build's source maps (kept aside by site.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchPage } from './pages'
import { SOURCE_MAPS_DIR, SOURCE_MAPS_INDEX } from './site'
import { bytesPerSource, libraryOf } from './source-map'
import { deferredSources } from '../../src/server/http/scripts-after-paint'

export interface PageJavaScript extends BenchPage {
  gzipBytes: number
  rawBytes: number
  scripts: string[]
  /** Gzip bytes per library, heaviest first (each script's gzip size shared out by its raw bytes per library). */
  libraries: LibraryWeight[]
}

export interface LibraryWeight {
  library: string
  gzipBytes: number
  rawBytes: number
}

interface ScriptFile {
  rawBytes: number
  gzipBytes: number
  libraries: Map<string, number>
}

/** Script URLs under /_next/static of a page's HTML, in document order, without `nomodule` ones. */
export function scriptsOf(html: string): string[] {
  const urls: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1]
    if (/\bnomodule\b/i.test(attrs)) continue
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1]
    if (src) urls.push(src)
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = match[1]
    if (!/\brel="(preload|modulepreload)"/i.test(attrs) || (/\brel="preload"/i.test(attrs) && !/\bas="script"/i.test(attrs))) continue
    const href = /\bhref="([^"]+)"/i.exec(attrs)?.[1]
    if (href) urls.push(href)
  }
  // The scripts the site's server handed to the page's loader, which requests them after the largest paint.
  urls.push(...deferredSources(html))
  const own = urls.map((u) => u.replace(/&amp;/g, '&').split('?')[0]).filter((u) => u.startsWith('/_next/static/') && u.endsWith('.js'))
  return [...new Set(own)]
}

export async function measureFirstLoadJs(baseUrl: string, distDir: string, pages: BenchPage[]): Promise<PageJavaScript[]> {
  const files = new Map<string, ScriptFile>()
  const mapsDir = path.join(distDir, SOURCE_MAPS_DIR)
  const indexFile = path.join(mapsDir, SOURCE_MAPS_INDEX)
  const mapOf: Record<string, string> = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, string>) : {}
  const read = (url: string): ScriptFile => {
    const cached = files.get(url)
    if (cached) return cached
    const relative = url.slice('/_next/static/'.length)
    const file = path.join(distDir, 'static', relative)
    if (!existsSync(file)) throw new Error(`${url} is not in ${distDir}/static: is the server serving another build?`)
    const code = readFileSync(file, 'utf8')
    const rawBytes = Buffer.byteLength(code)
    const libraries = new Map<string, number>()
    const map = mapOf[relative] ? path.join(mapsDir, mapOf[relative]) : null
    if (map && existsSync(map)) {
      for (const [source, bytes] of bytesPerSource(code, readFileSync(map, 'utf8'))) {
        const library = libraryOf(source)
        libraries.set(library, (libraries.get(library) ?? 0) + bytes)
      }
    } else {
      libraries.set('(no source map)', rawBytes)
    }
    const entry = { rawBytes, gzipBytes: gzipSync(code).length, libraries }
    files.set(url, entry)
    return entry
  }

  const results: PageJavaScript[] = []
  for (const page of pages) {
    // As a browser asks for it: the page then hands its scripts to the loader (src/server/http/scripts-after-paint.ts).
    const response = await fetch(`${baseUrl}${page.path}`, { headers: { accept: 'text/html' } })
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
    const scripts = scriptsOf(await response.text())
    const weights = new Map<string, { gzipBytes: number; rawBytes: number }>()
    let gzipBytes = 0
    let rawBytes = 0
    for (const url of scripts) {
      const file = read(url)
      gzipBytes += file.gzipBytes
      rawBytes += file.rawBytes
      for (const [library, bytes] of file.libraries) {
        const weight = weights.get(library) ?? { gzipBytes: 0, rawBytes: 0 }
        weight.rawBytes += bytes
        weight.gzipBytes += (file.gzipBytes * bytes) / file.rawBytes
        weights.set(library, weight)
      }
    }
    const libraries = [...weights]
      .map(([library, w]) => ({ library, rawBytes: w.rawBytes, gzipBytes: Math.round(w.gzipBytes) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
    results.push({ ...page, gzipBytes, rawBytes, scripts, libraries })
  }
  return results
}
