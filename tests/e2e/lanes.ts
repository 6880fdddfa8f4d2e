// The browser tests run in two lanes at once (scripts/test.ts): each lane has a server, a database and media of its own,
// and runs its files one at a time. On two cores that takes about two thirds of the time of one lane: one lane left a
// core mostly idle (docs/decisions/0008-test-run-lanes.md).
//
// The first lane's server answers on the address the site was built for (TEST_PORT); the second lane's on another
// port, with SITE_URL saying so, from a copy of the same build. The pages the build rendered still name the first
// address in their canonical links, sitemap and structured data, so a file that reads the site's own absolute
// addresses stays in the first lane. The second lane holds the files listed here; every other file runs in the first.
// Balance the two by the time each file takes (test-results/e2e-1.json and e2e-2.json hold it after a run).

export const SECOND_LANE: readonly string[] = [
  'tests/e2e/accessibility.e2e.ts',
  'tests/e2e/account.e2e.ts',
  'tests/e2e/api-not-found.e2e.ts',
  'tests/e2e/book-visit.e2e.ts',
  'tests/e2e/building-carousel.e2e.ts',
  'tests/e2e/building-prices.e2e.ts',
  'tests/e2e/building-virtual-tour.e2e.ts',
  'tests/e2e/chat.e2e.ts',
  'tests/e2e/conference-room-booking.e2e.ts',
  'tests/e2e/links.e2e.ts',
  'tests/e2e/offline.e2e.ts',
  'tests/e2e/order-reschedule.e2e.ts',
  'tests/e2e/search-palette.e2e.ts',
  'tests/e2e/security-headers.e2e.ts',
]
