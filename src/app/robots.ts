import type { MetadataRoute } from 'next'
import { robotsRules } from '@/domain/seo/robots'
import { env } from '@/server/env'

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env().SITE_URL)
}
