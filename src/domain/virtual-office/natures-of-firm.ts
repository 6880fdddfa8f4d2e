// The natures of firm the KYC form offers; stored lower-cased (spec section 5). In a module of its own, without zod,
// so the KYC page can list them without loading the schemas: zod's probe for `new Function` breaks the site's
// Content-Security-Policy in the browser, and the page does not need it (the server validates).
export const NATURES_OF_FIRM = [
  'Private limited company',
  'One person company',
  'Limited liability partnership',
  'Partnership firm',
  'Sole proprietorship',
  'Public limited company',
] as const
