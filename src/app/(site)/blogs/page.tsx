import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { CmsImage } from '@/components/media/CmsImage'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listPosts } from '@/server/content/list-posts'

export const metadata: Metadata = {
  title: 'Blogs',
  description: 'Guides on flexible offices, GST registration, hybrid work and the business districts of India’s cities.',
  alternates: { canonical: '/blogs/' },
}

const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

export default async function BlogsPage() {
  const [posts, chrome] = await Promise.all([listPosts(), getSiteChrome()])
  return (
    <PageShell chrome={chrome} path="/blogs">
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Blogs</h1>
        <p className="mt-3 max-w-prose text-lg text-slate-700">
          Practical guides for founders, office managers and teams who work flexibly.
        </p>
        {posts.length === 0 ? (
          <p className="mt-10 text-slate-700">No posts yet. Check back after our next community update.</p>
        ) : (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200">
                  <CmsImage
                    image={post.cover}
                    size="thumb"
                    sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <a href={post.href} className="hover:text-brand-700">
                        {post.title}
                      </a>
                    </h2>
                    <p className="mt-1 text-sm text-slate-500">
                      {post.author} · <time dateTime={post.publishedAt}>{date.format(new Date(post.publishedAt))}</time>
                    </p>
                    <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageShell>
  )
}
