import type { Metadata } from 'next'
import { RichText } from '@/components/content/RichText'
import { PageShell } from '@/components/layout/PageShell'
import { CmsImage } from '@/components/media/CmsImage'
import { pageTitle, titleMetadata } from '@/domain/content/page-title'
import { getPostBySlug } from '@/server/content/get-post-by-slug'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listPosts } from '@/server/content/list-posts'
import { getSocialMetadata } from '@/server/seo/get-social-metadata'
import { notFoundPage } from '@/server/navigation/not-found-page'

type Params = { params: Promise<{ slug: string }> }

export const dynamicParams = true

export async function generateStaticParams() {
  return (await listPosts()).map((p) => ({ slug: p.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = await getPostBySlug((await params).slug)
  if (!post) return { title: 'Page not found' }
  const { description, share } = post.meta
  const { siteName } = await getSiteChrome()
  const title = pageTitle(post.meta.title, siteName)
  return {
    title: titleMetadata(post.meta.title, siteName),
    description,
    alternates: { canonical: post.href },
    ...(await getSocialMetadata(share, { path: post.href, title, type: 'article', publishedTime: post.publishedAt })),
  }
}

const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

export default async function PostPage({ params }: Params) {
  const [post, chrome] = await Promise.all([getPostBySlug((await params).slug), getSiteChrome()])
  if (!post) notFoundPage()
  return (
    <PageShell chrome={chrome} path={post.href} breadcrumbLabels={{ [post.href]: post.title }}>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-slate-500">
          {post.author} · <time dateTime={post.publishedAt}>{date.format(new Date(post.publishedAt))}</time>
          {post.tags.length ? ` · ${post.tags.join(', ')}` : ''}
        </p>
        <CmsImage
          image={post.cover}
          size="card"
          priority
          sizes="(min-width: 768px) 48rem, 100vw"
          className="mt-6 aspect-[3/2] w-full rounded-2xl object-cover"
        />
        <p className="mt-6 text-lg text-slate-700">{post.excerpt}</p>
        <RichText data={post.content} className="mt-4" />
      </article>
    </PageShell>
  )
}
