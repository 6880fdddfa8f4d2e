// A part kept as the server's HTML (server-markup.client.tsx), mounted in the browser by a client-side navigation: its
// HTML is read from the page's own HTML, fetched once for all the parts of one address.

const pages = new Map<string, Promise<Map<string, string>>>()

async function partsOf(url: string): Promise<Map<string, string>> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } })
  if (!response.ok) throw new Error(`The page answered ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  return new Map([...page.querySelectorAll<HTMLElement>('[data-markup]')].map((part) => [part.dataset.markup!, part.innerHTML]))
}

/**
 * The HTML of the part kept under `digest` on the page at `url`. When the page no longer holds it (an operator
 * changed the content in between), the browser loads the page afresh, once: a part left empty would hide content.
 */
export async function partFromPage(url: string, digest: string): Promise<string | null> {
  const address = url.split('#')[0]!
  let parts = pages.get(address)
  if (!parts) {
    parts = partsOf(address)
    pages.set(address, parts)
    // Shared by the parts one navigation mounts together; a later navigation fetches the page afresh.
    const settled = () => setTimeout(() => pages.delete(address))
    parts.then(settled, settled)
  }
  const html = (await parts.catch(() => null))?.get(digest)
  const reloaded = `kept-markup-reload:${address}`
  if (html !== undefined) {
    sessionStorage.removeItem(reloaded)
    return html
  }
  if (!sessionStorage.getItem(reloaded)) {
    sessionStorage.setItem(reloaded, '1')
    window.location.reload()
  }
  return null
}
