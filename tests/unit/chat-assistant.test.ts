import { describe, expect, it, vi } from 'vitest'
import { answerQuestion } from '../../src/domain/chat/answer'
import { findName, stem, terms, typedWords, words } from '../../src/domain/chat/language'
import { indexPassages, quote } from '../../src/domain/chat/passages'
import { CHAT_POLL_INTERVAL_MS, pollUntil } from '../../src/domain/chat/poll'
import type { ChatKnowledge } from '../../src/domain/chat/types'
import { isChatHiddenOn } from '../../src/domain/chat/visibility'
import { richTextParagraphs } from '../../src/domain/content/plain-text'
import { maskPersonalData } from '../../src/domain/privacy/personal-data'
import { selectChatWidget } from '../../src/integrations/chat'
import { freshchatWidget } from '../../src/integrations/chat/freshchat'
import { plainToLexical } from '../../scripts/seed/lexical'

// The built-in chat assistant's rules, on a small knowledge of two cities. The same engine answers from the seeded
// CMS content in tests/int/api-chat.int.test.ts.

const K: ChatKnowledge = {
  siteName: 'Sthana Workspaces',
  supportPhone: '1800 266 4545',
  supportEmail: 'hello@sthanaworkspaces.in',
  cities: [
    { handle: 'bangalore', name: 'Bangalore', href: '/bangalore', micromarkets: ['Indiranagar', 'Koramangala'] },
    { handle: 'pune', name: 'Pune', href: '/pune', micromarkets: ['Baner'] },
  ],
  buildings: [
    {
      name: 'Meridian Tower',
      href: '/bangalore/meridian-tower',
      cityHandle: 'bangalore',
      cityName: 'Bangalore',
      micromarket: 'Indiranagar',
      address: '612, 100 Feet Road, Bengaluru 560038',
      contactNumber: '+91 80 4718 2260',
      amenities: ['Car parking', 'Pantry with barista coffee'],
      prices: {
        dayPass: 89900,
        conferenceRoom: 129900,
        conferenceRoomTitle: '8-seat room, per hour',
        bundle5: 404900,
        bundle10: 734900,
        virtualOfficeMonthly: 107913,
      },
    },
    {
      name: 'Banyan Court',
      href: '/bangalore/banyan-court',
      cityHandle: 'bangalore',
      cityName: 'Bangalore',
      micromarket: 'Koramangala',
      address: '21, 80 Feet Road, Bengaluru 560034',
      amenities: ['Two-wheeler parking'],
      prices: { dayPass: 84900, conferenceRoom: 119900 },
    },
    {
      name: 'Studio Block',
      href: '/pune/studio-block',
      cityHandle: 'pune',
      cityName: 'Pune',
      micromarket: 'Baner',
      address: 'Baner Road, Pune 411045',
      amenities: [],
      prices: { dayPass: 59900, virtualOfficeMonthly: 94579 },
    },
  ],
  solutions: [
    { product: 'day-pass', title: 'Day pass', href: '/workspaces/on-demand/day-pass', summary: 'A desk for the day.' },
    {
      product: 'private-office',
      title: 'Private office',
      href: '/workspaces/private-office-space',
      summary: 'Lockable cabins for teams of 2 to 50.',
    },
    { product: 'virtual-office', title: 'Virtual office', href: '/workspaces/virtual-office', summary: 'A business address.' },
  ],
  voPlans: [
    { title: 'Business Address', summary: 'An address for your business.', features: ['Mail handling'], fromMonthly: 94579 },
    { title: 'GST Registration', summary: 'A place of business for GST.', features: ['NOC'], fromMonthly: 148329 },
  ],
  passages: indexPassages([
    {
      title: 'Terms and Conditions: 4. Cancellations',
      href: '/policies/terms-and-conditions',
      text: 'Day passes: cancellable for a full refund until 11:59 pm on the day before the booked date.',
    },
    {
      title: 'Terms and Conditions: 4. Cancellations',
      href: '/policies/terms-and-conditions',
      text: 'Conference rooms and studios: full refund if cancelled at least 24 hours before the start time.',
    },
    {
      title: 'Terms and Conditions: 5. Prices',
      href: '/policies/terms-and-conditions',
      text: 'Prices are in Indian rupees and are exclusive of Goods and Services Tax (GST) unless stated otherwise.',
    },
    {
      title: 'Support: Frequently asked questions',
      href: '/support',
      question: 'I lost my access card. What should I do?',
      text: 'Inform reception immediately so the card can be deactivated. A replacement card is issued the same day for ₹300.',
    },
    {
      title: 'Terms and Conditions: 6. Conduct',
      href: '/policies/terms-and-conditions',
      text: 'Not bring weapons, hazardous materials or pets, other than assistance animals.',
    },
  ]),
}

const ask = (message: string, context = {}) => answerQuestion({ message, context }, K)

describe('the chat launcher', () => {
  it.each([
    ['/', false],
    ['/bangalore/meridian-tower', false],
    ['/workspaces', false],
    ['/workspaces/on-demand-business', false],
    ['/workspaces/on-demand', true],
    ['/workspaces/on-demand/', true],
    ['/workspaces/on-demand/day-pass', true],
    ['/workspaces/on-demand/loyalty-program?x=1', true],
    ['/workspaces/virtual-office', true],
    ['/workspaces/virtual-office/kyc', true],
    ['/Workspaces/Virtual-Office/KYC', true],
  ])('on %s is hidden: %s', (path, hidden) => {
    expect(isChatHiddenOn(path)).toBe(hidden)
  })
})

describe('waiting for a third-party widget', () => {
  it('checks every 100 ms and shows the launcher once the widget is ready', () => {
    vi.useFakeTimers()
    try {
      let checks = 0
      const onReady = vi.fn()
      const onTimeout = vi.fn()
      pollUntil(
        () => ++checks > 3,
        { onReady, onTimeout },
        { timers: { setInterval, clearInterval: (id) => clearInterval(id as number), now: Date.now } },
      )
      expect(checks).toBe(1)
      vi.advanceTimersByTime(CHAT_POLL_INTERVAL_MS * 2)
      expect(checks).toBe(3)
      expect(onReady).not.toHaveBeenCalled()
      vi.advanceTimersByTime(CHAT_POLL_INTERVAL_MS)
      expect(onReady).toHaveBeenCalledOnce()
      vi.advanceTimersByTime(CHAT_POLL_INTERVAL_MS * 10)
      expect(checks).toBe(4)
      expect(onTimeout).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives up after the timeout, counts a throwing check as not ready, and can be stopped', () => {
    vi.useFakeTimers()
    try {
      const onReady = vi.fn()
      const onTimeout = vi.fn()
      pollUntil(
        () => {
          throw new Error('widget not loaded')
        },
        { onReady, onTimeout },
        { timeoutMs: 1000 },
      )
      vi.advanceTimersByTime(1000)
      expect(onTimeout).toHaveBeenCalledOnce()
      expect(onReady).not.toHaveBeenCalled()

      const check = vi.fn(() => false)
      const stop = pollUntil(check, { onReady, onTimeout }, { timeoutMs: 1000 })
      stop()
      vi.advanceTimersByTime(5000)
      expect(check).toHaveBeenCalledOnce()
      expect(onTimeout).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the launcher at once when the widget is already ready', () => {
    const onReady = vi.fn()
    pollUntil(() => true, { onReady, onTimeout: vi.fn() })
    expect(onReady).toHaveBeenCalledOnce()
  })
})

describe('reading a question', () => {
  it.each([
    ['rooms', 'room'],
    ['passes', 'pass'],
    ['facilities', 'amenity'],
    ['cancelled', 'cancel'],
    ['cancellation', 'cancel'],
    ['included', 'includ'],
    ['including', 'includ'],
    ['include', 'includ'],
    ['stopped', 'stop'],
    ['address', 'address'],
  ])('stems %s as %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed)
  })

  it('drops filler words and keeps typed capitals in step with the words', () => {
    expect(terms('Can I cancel my Wi-Fi booking, please?')).toEqual(['cancel', 'wifi', 'book'])
    expect(typedWords('Offices in Kolkata?')).toEqual(['Offices', 'in', 'Kolkata'])
    expect(words('Offices in Kolkata?')).toEqual(['offices', 'in', 'kolkata'])
  })

  it('finds a name among the words, forgiving a typo in longer words only', () => {
    expect(findName(words('desks in koramangla please'), words('Koramangala'))).toBe(2)
    expect(findName(words('a room at meridan tower'), words('Meridian Tower'))).toBe(3)
    expect(findName(words('at the bkc office'), words('BKC'))).toBe(2)
    expect(findName(words('at the bkd office'), words('BKC'))).toBe(-1)
  })
})

describe('the assistant', () => {
  it('greets, and thanks', () => {
    expect(ask('Hello there').topic).toBe('greeting')
    expect(ask('thanks so much').topic).toBe('thanks')
  })

  it('answers a price in a city with the cheapest building first, exclusive of GST, and offers an enquiry', () => {
    const r = ask('How much is a day pass in Bangalore?')
    expect(r.topic).toBe('price')
    expect(r.text[0]).toBe('A day pass in Bangalore starts at ₹849.00 a day, at Banyan Court (Koramangala).')
    expect(r.text).toContain('Prices exclude GST.')
    expect(r.items.map((i) => i.href)).toEqual(['/bangalore/banyan-court', '/bangalore/meridian-tower'])
    expect(r.links).toContainEqual({ label: 'Workspaces in Bangalore', href: '/bangalore' })
    expect(r.enquiry).toEqual({ product: 'day-pass', city: 'bangalore' })
    expect(r.context).toEqual({ city: 'bangalore', product: 'day-pass' })
  })

  it('keeps the product of the last question when a follow-up names only a place, and forgives typos', () => {
    const first = ask('day pass price in bangalor')
    expect(first.text[0]).toContain('in Bangalore starts at ₹849.00')
    const next = ask('and in Pune?', first.context)
    expect(next.topic).toBe('price')
    expect(next.text[0]).toBe('A day pass in Pune starts at ₹599.00 a day, at Studio Block (Baner).')
  })

  it('prices a conference room at a named building, and says when a building does not sell a product', () => {
    expect(ask('conference room at Meridian Tower').text[0]).toBe(
      'A conference room at Meridian Tower costs ₹1,299.00 an hour (8-seat room, per hour).',
    )
    const none = ask('conference room in Pune')
    expect(none.text[0]).toBe('A conference room is not on sale at Pune right now.')
    expect(none.enquiry).toEqual({ product: 'conference-room', city: 'pune' })
  })

  it("takes the city of the page it is open on as the conversation's city", () => {
    const r = answerQuestion({ message: 'How much is a day pass?', page: '/pune/studio-block' }, K)
    expect(r.text[0]).toBe('A day pass in Pune starts at ₹599.00 a day, at Studio Block (Baner).')
    expect(answerQuestion({ message: 'Talk to a person', page: '/pune' }, K).enquiry).toEqual({ product: null, city: 'pune' })
    expect(answerQuestion({ message: 'Talk to a person', page: '/support' }, K).enquiry).toEqual({ product: null, city: null })
  })

  it('describes a building and answers about its amenities', () => {
    const r = ask('Is there parking at Meridian Tower?')
    expect(r.topic).toBe('building')
    expect(r.text[0]).toContain(
      'Meridian Tower is at 612, 100 Feet Road, Bengaluru 560038, in Indiranagar, Bangalore. You can call the building on +91 80 4718 2260.',
    )
    expect(r.text[1]).toBe('Yes, Meridian Tower has car parking.')
    expect(r.items).toContainEqual({ title: 'Day pass', detail: '₹899.00 a day' })
    expect(r.links).toEqual([{ label: 'Meridian Tower page', href: '/bangalore/meridian-tower' }])
  })

  it('takes a whole building name before a product word in it', () => {
    const r = ask('Where is Studio Block?')
    expect(r.topic).toBe('building')
    expect(r.text[0]).toContain('Studio Block is at Baner Road')
  })

  it('lists the buildings of an area and the cities', () => {
    const area = ask('buildings in koramangla')
    expect(area.topic).toBe('locations')
    expect(area.items.map((i) => i.title)).toEqual(['Banyan Court'])
    const cities = ask('Which cities are you in?')
    expect(cities.text[0]).toBe('We have 3 buildings in 2 cities: Bangalore and Pune. Which city are you looking at?')
  })

  it('says so when asked about a city it is not in', () => {
    const r = ask('Do you have offices in Kolkata?')
    expect(r.text[0]).toBe('We do not have workspaces in Kolkata yet. We are in Bangalore and Pune.')
    expect(r.enquiry).not.toBeNull()
  })

  it('lists the virtual-office plans with their lowest monthly price', () => {
    const r = ask('virtual office plans')
    expect(r.topic).toBe('plans')
    expect(r.items[0]).toEqual({ title: 'Business Address', detail: 'From ₹945.79 a month · An address for your business.' })
    expect(r.enquiry).toEqual({ product: 'virtual-office', city: null })
  })

  it('offers a quote for what it has no price for', () => {
    const r = ask('I need a private office for 20 people in Bangalore')
    expect(r.topic).toBe('solution')
    expect(r.text[0]).toBe('Lockable cabins for teams of 2 to 50.')
    expect(r.enquiry).toEqual({ product: 'private-office-space', city: 'bangalore' })
  })

  it('quotes the passage of the site that answers a policy question, with its page', () => {
    const cancel = ask('Can I cancel my conference room booking?')
    expect(cancel.topic).toBe('content')
    expect(cancel.text[0]).toBe('Conference rooms and studios: full refund if cancelled at least 24 hours before the start time.')
    expect(cancel.links[0]).toEqual({ label: 'Terms and Conditions: 4. Cancellations', href: '/policies/terms-and-conditions' })

    expect(ask('What is the refund policy for day passes?').text[0]).toContain('Day passes: cancellable')
    expect(ask('Is GST included in the price?').text[0]).toContain('exclusive of Goods and Services Tax')
    expect(ask('Can I bring my dog?').text[0]).toBe('Not bring weapons, hazardous materials or pets, other than assistance animals.')
    expect(ask('I lost my access card').text[0]).toContain('replacement card')
  })

  it('hands over to a person when asked, with what the conversation was about', () => {
    const r = ask('Can I talk to someone?', { city: 'pune', product: 'virtual-office' })
    expect(r.topic).toBe('human')
    expect(r.text[0]).toContain('1800 266 4545')
    expect(r.enquiry).toEqual({ product: 'virtual-office', city: 'pune' })
  })

  it('says it does not know rather than guess, and offers the team', () => {
    const r = ask('Is there a gym?')
    expect(r.topic).toBe('unknown')
    expect(r.text[0]).toBe('I could not find an answer to that on our site.')
    expect(r.enquiry).toEqual({ product: null, city: null })
  })
})

describe('passages', () => {
  it('quotes the sentences of a long passage that share most words with the question', () => {
    const text = `${'Filler sentence about nothing in particular. '.repeat(12)}Refunds go to the original payment method within 7 working days. ${'More filler here. '.repeat(5)}`
    expect(quote(text, new Set(['refund', 'payment']))).toContain('Refunds go to the original payment method within 7 working days.')
    expect(quote(text, new Set(['refund'])).length).toBeLessThanOrEqual(420)
  })

  it('reads rich text as paragraphs and list items', () => {
    const lexical = plainToLexical('First paragraph with a [link](/support).\n\n- one item\n- two item\n\nLast one.')
    expect(richTextParagraphs(lexical)).toEqual(['First paragraph with a link.', 'one item', 'two item', 'Last one.'])
    expect(richTextParagraphs(null)).toEqual([])
  })
})

describe('personal data in kept questions', () => {
  it('masks emails, phone numbers and PANs and leaves the rest', () => {
    expect(maskPersonalData('Call me on +91 98450 12345 or asha@acme.in, PAN ABCDE1234F, for 20 desks')).toBe(
      'Call me on [number] or [email], PAN [PAN], for 20 desks',
    )
    expect(maskPersonalData('Room for 12 people on 3 Dec')).toBe('Room for 12 people on 3 Dec')
  })
})

describe('the third-party chat widget', () => {
  it('is chosen only when the site is built with a provider and its token', () => {
    expect(selectChatWidget({})).toBeNull()
    expect(selectChatWidget({ NEXT_PUBLIC_CHAT_PROVIDER: 'assistant', NEXT_PUBLIC_FRESHCHAT_TOKEN: 'abc' })).toBeNull()
    expect(selectChatWidget({ NEXT_PUBLIC_CHAT_PROVIDER: 'freshchat' })).toBeNull()
    expect(selectChatWidget({ NEXT_PUBLIC_CHAT_PROVIDER: ' Freshchat ', NEXT_PUBLIC_FRESHCHAT_TOKEN: 'abc' })?.name).toBe('Freshchat')
  })

  it('loads the Freshchat script once, starts it without its own button, and opens it when ready', () => {
    const scripts: { id?: string; src?: string; async?: boolean; onload?: () => void }[] = []
    vi.stubGlobal('document', {
      getElementById: (id: string) => scripts.find((s) => s.id === id) ?? null,
      createElement: () => ({}),
      head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) },
    })
    const page: { fcWidget?: { init: (o: unknown) => void; isInitialized: () => boolean; open: () => void; close: () => void } } = {}
    vi.stubGlobal('window', page)
    try {
      const widget = freshchatWidget({ token: 'web-chat-token', host: 'https://acme.freshchat.com/' })
      widget.load()
      widget.load()
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toMatchObject({ id: 'freshchat-js-sdk', src: 'https://acme.freshchat.com/js/widget.js', async: true })
      expect(widget.isReady()).toBe(false)

      let initialised = false
      const init = vi.fn(() => {
        initialised = true
      })
      page.fcWidget = { init, isInitialized: () => initialised, open: vi.fn(), close: vi.fn() }
      expect(widget.isReady()).toBe(false)
      scripts[0]!.onload!()
      expect(init).toHaveBeenCalledWith({
        token: 'web-chat-token',
        host: 'https://acme.freshchat.com',
        config: { headerProperty: { hideChatButton: true } },
      })
      expect(widget.isReady()).toBe(true)
      widget.open()
      expect(page.fcWidget.open).toHaveBeenCalledOnce()
      widget.close()
      expect(page.fcWidget.close).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
