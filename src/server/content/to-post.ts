import type { PostModel, PostSummary } from '@/domain/content/views'
import { imageOf } from '@/domain/media/image'
import { postPath } from '@/domain/urls'
import type { Post } from '@/payload-types'

// A post record (read at depth 1, so its cover image is populated) as the blog pages show it.

export function toPostSummary(post: Post): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    href: postPath(post.slug),
    title: post.title,
    author: post.author,
    publishedAt: post.publishedAt,
    excerpt: post.excerpt,
    cover: imageOf(post.coverImage),
  }
}

export function toPost(post: Post): PostModel {
  return {
    ...toPostSummary(post),
    tags: post.tags ?? [],
    content: post.content,
    meta: {
      title: post.meta?.title || post.title,
      description: post.meta?.description || post.excerpt,
      share: { meta: post.meta, coverImage: post.coverImage },
    },
  }
}
