import { preload } from 'react-dom'

/**
 * Puts a page's largest paint (an image worked out by `getImageProps`) in the document's head as a preload, at high
 * priority, with its srcset and sizes, so the browser fetches the same candidate the image will show.
 */
export function preloadLargestPaint(image: { src: string; srcSet?: string; sizes?: string }): void {
  preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' })
}
