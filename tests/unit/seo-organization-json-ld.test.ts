import { describe, expect, it } from 'vitest'
import { organizationJsonLd, type OrganizationSeoInput } from '../../src/domain/seo/organization'

const settings: OrganizationSeoInput['settings'] = {
  siteName: 'Sthana Workspaces',
  supportPhone: '1800 266 4545',
  defaultMeta: { image: { url: '/cms-api/media/file/facade.webp', width: 1600, height: 900, alt: 'A Sthana building' } },
}

describe('organizationJsonLd', () => {
  it.each<{ name: string; input: OrganizationSeoInput; expected: Record<string, unknown> }>([
    {
      name: 'settings only',
      input: { siteUrl: 'https://sthana.example', settings: { siteName: 'Sthana Workspaces' } },
      expected: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://sthana.example/#organization',
        name: 'Sthana Workspaces',
        url: 'https://sthana.example/',
      },
    },
    {
      name: 'settings and footer',
      input: {
        siteUrl: 'https://sthana.example/',
        settings,
        footer: {
          meta: {
            name: 'Sthana Workspaces Pvt Ltd',
            logo: { url: '/cms-api/media/file/logo.png', width: 200, height: 60, alt: 'Logo' },
            email: 'hello@sthana.example',
            address: '12 MG Road, Bengaluru 560001',
            socialMediaLinks: [
              { url: 'https://www.linkedin.com/company/sthana' },
              { url: 'javascript:alert(1)' },
              { url: 'https://www.linkedin.com/company/sthana' },
            ],
          },
        },
      },
      expected: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://sthana.example/#organization',
        name: 'Sthana Workspaces',
        url: 'https://sthana.example/',
        logo: 'https://sthana.example/cms-api/media/file/logo.png',
        image: 'https://sthana.example/cms-api/media/file/facade.webp',
        telephone: '1800 266 4545',
        email: 'hello@sthana.example',
        address: '12 MG Road, Bengaluru 560001',
        sameAs: ['https://www.linkedin.com/company/sthana'],
        contactPoint: [{ '@type': 'ContactPoint', telephone: '1800 266 4545', contactType: 'customer service', areaServed: 'IN' }],
      },
    },
    {
      name: 'footer phone when settings have none; unpopulated media ids are skipped',
      input: {
        siteUrl: 'https://sthana.example',
        settings: { siteName: 'Sthana', defaultMeta: { image: 3 } },
        footer: { meta: { phone: '+91 80 1234 5678', logo: 9 } },
      },
      expected: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://sthana.example/#organization',
        name: 'Sthana',
        url: 'https://sthana.example/',
        telephone: '+91 80 1234 5678',
        contactPoint: [{ '@type': 'ContactPoint', telephone: '+91 80 1234 5678', contactType: 'customer service', areaServed: 'IN' }],
      },
    },
  ])('$name', ({ input, expected }) => {
    expect(organizationJsonLd(input)).toEqual(expected)
  })
})
