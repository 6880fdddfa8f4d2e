// Marketing and policy pages for Sthana Workspaces. Pure data: no I/O.
import type { SeedPage } from '../types'

// Paragraphs are separated by a blank line; bullet items are lines starting with '- '.
const para = (...parts: string[]): string => parts.join('\n\n')
const bullets = (...items: string[]): string => items.map((item) => `- ${item}`).join('\n')

// ---------------------------------------------------------------------------
// Home and overview
// ---------------------------------------------------------------------------

const home: SeedPage = {
  path: 'home',
  title: 'Sthana Workspaces | Flexible offices, day passes and meeting rooms in India',
  kind: 'landing',
  metaDescription:
    'Private offices, day passes, meeting rooms and virtual offices in 8 Indian cities. Book by the hour, day or month, with GST invoices on every booking.',
  heroHeading: 'Workspaces that move at the pace of your business',
  heroSubheading: `Private offices, day passes, meeting rooms and virtual offices across Bangalore, Chennai, Delhi, Gurgaon, Hyderabad, Mumbai, Noida and Pune. Book by the hour, the day or the month.`,
  sections: [
    {
      heading: 'One network, eight cities',
      body: para(
        `Sthana runs managed, fully serviced workspaces in the business districts of eight Indian cities, from Indiranagar in Bangalore to Lower Parel in Mumbai, Golf Course Road in Gurgaon and HITEC City in Hyderabad. Every building is chosen for one thing first: how easily your team can get there. Most are within a ten-minute walk of a metro station or a major bus corridor.`,
        `Whether you need a desk for a morning, a boardroom for a client pitch or a 200-seat floor with your own branding, you deal with one team, one contract and one GST invoice. Our community managers are on site every working day, and building security is staffed 24x7.`,
      ),
    },
    {
      heading: 'Choose how you want to work',
      body: para(
        `Start small and grow without moving. Members regularly begin with a day pass, move into a four-seat cabin and later take a full floor in the same building.`,
        bullets(
          'Day pass: a hot desk in any open building, from ₹499 a day',
          'Conference rooms: 4 to 16 seats, book by the hour from ₹599',
          'Private offices: lockable cabins for 2 to 50 people, ready in 7 days',
          'Virtual office: a business address for GST and company registration, from under ₹1,000 a month',
          'All Access Plus: one monthly membership for every Sthana building in India',
          'Enterprise: custom-built offices for teams of 50 to 2,000 seats',
        ),
      ),
    },
    {
      heading: 'Built for how Indian businesses actually run',
      body: para(
        `We know that a workspace is only as good as the paperwork behind it. Every booking, however small, comes with a GST-compliant tax invoice carrying your GSTIN, so input tax credit is straightforward. Members who deduct TDS can upload Form 16A in the member app and we reconcile it against their account every quarter.`,
        bullets(
          '100% power backup with UPS and DG sets, tested every week',
          'Business-grade internet on two separate fibre providers with automatic failover',
          'Leave and licence agreements stamped as per the state stamp act',
          'Monthly billing in rupees, payable by NEFT, RTGS, UPI or card',
          'Fire NOC, occupancy certificate and lift licences on file for every building',
        ),
      ),
    },
    {
      heading: 'Who works at Sthana',
      body: para(
        `Our members include two-person design studios in Koramangala, chartered accountancy practices in Nungambakkam, D2C brands running their customer support teams out of Noida Sector 62, and global capability centres that use our Hyderabad and Pune buildings as overflow space during hiring surges.`,
        `What they have in common is a preference for spending their time on their business rather than on housekeeping contracts, diesel bills and broken projectors. That part is our job.`,
      ),
    },
  ],
  cta: {
    heading: 'Not sure where to start?',
    text: 'Answer a few quick questions and we will suggest the right workspace, the nearest building and an indicative price.',
    label: 'Find my workspace',
    href: '/guided-selling',
  },
}

const workspaces: SeedPage = {
  path: 'workspaces',
  title: 'All Solutions | Sthana Workspaces',
  kind: 'landing',
  metaDescription:
    'Compare every Sthana workspace: day passes, conference rooms, private offices, virtual offices, All Access Plus, enterprise offices, labs and studios.',
  heroHeading: 'All Solutions',
  heroSubheading: `From a single desk for a day to a fully branded headquarters, here is everything Sthana offers and who each option suits best.`,
  plans: {
    heading: 'Compare the ways to work with us',
    intro: 'Prices are the lowest across our buildings today, before GST; each building page shows its own.',
    plans: [
      {
        name: 'Day Pass',
        audience: 'freelancers and visitors who need a desk for a day',
        priceSource: 'day-pass',
        included: ['An open desk from 9 am to 8 pm', 'High-speed Wi-Fi, tea and coffee', 'No contract, no deposit'],
        linkLabel: 'Book a day pass',
        linkHref: '/cart/?product=day-pass',
      },
      {
        name: 'Conference Room',
        audience: 'teams meeting clients, interviewing or running a workshop',
        priceSource: 'conference-room',
        included: ['Rooms for 4 to 16 people, by the hour', 'Large display and video-conferencing kit', 'Tea and coffee for your guests'],
        linkLabel: 'Book a conference room',
        linkHref: '/cart/?product=conference-room',
      },
      {
        name: 'Private Office',
        audience: 'teams of 2 to 50 who want their own lockable space',
        priceSource: 'private-office',
        included: [
          'A furnished office, ready in about 7 days',
          'All bills, housekeeping and reception included',
          'Meeting-room credits every month',
        ],
        linkLabel: 'Explore private offices',
        linkHref: '/workspaces/private-office-space',
      },
      {
        name: 'All Access Plus',
        audience: 'people who move between cities and buildings',
        priceSource: 'fixed',
        price: 799900,
        priceUnit: '/month',
        included: ['Open desks in every Sthana building', 'Meeting-room credits and guest passes', 'Monthly billing, no deposit'],
        linkLabel: 'See All Access Plus',
        linkHref: '/workspaces/all-access-plus',
      },
      {
        name: 'Enterprise',
        audience: 'companies of 50 seats or more',
        priceSource: 'quote',
        included: [
          'An office designed and built for you in 60 to 120 days',
          'Your brand, your layout, our operations',
          'One agreement across cities',
        ],
        linkLabel: 'Plan an enterprise office',
        linkHref: '/enterprise',
      },
    ],
  },
  sections: [
    {
      heading: 'On-demand: pay only when you use it',
      body: para(
        `On-demand products need no contract and no deposit. Book on the website or the Sthana app, pay online and walk in with the QR code.`,
        bullets(
          'Day Pass: an open desk from 9 am to 8 pm, from ₹499 a day plus GST',
          'Conference Room: rooms for 4 to 16 people, from ₹599 an hour',
          'Day Pass Bundles: 5 or 10 prepaid days at up to 18% off, usable in any city',
          'On-Demand for Business: team credits, spend limits and one monthly GST invoice',
        ),
      ),
    },
    {
      heading: 'Memberships: a regular place to work',
      body: para(
        bullets(
          'Private Office: lockable, furnished cabins for 2 to 50 people, from ₹8,499 per seat per month, agreements from 6 months',
          'All Access Plus: unlimited access to open desks in every Sthana building for ₹7,999 a month',
          'Virtual Office: a registered business address with mail handling, from under ₹1,000 a month',
        ),
        `Memberships are billed monthly in advance and include internet, electricity, housekeeping, tea and coffee, and a monthly allowance of conference-room credits.`,
      ),
    },
    {
      heading: 'Large teams and specialist space',
      body: para(
        bullets(
          'Enterprise: custom offices of 50 seats or more, designed and built in 60 to 120 days',
          'Labs: fitted wet and dry lab suites for life sciences and hardware teams',
          'Studios: podcast, photo and video studios by the hour',
          'Events: venues for 20 to 200 guests with AV and catering',
          'Workplace: our app and managed services for offices we do not run ourselves',
        ),
      ),
    },
    {
      heading: 'Services that come with the space',
      body: para(
        `Every Sthana member can add Business Solutions such as payroll processing, IT setup and legal support, and can advertise to the wider member community through lobby screens, the app and our newsletter. Ask your community manager or write to hello@sthanaworkspaces.in.`,
      ),
    },
  ],
  cta: {
    heading: 'Talk to a workspace advisor',
    text: 'Tell us your team size, city and budget. An advisor will call you back within one working hour between 9 am and 7 pm.',
    label: 'Get in touch',
    href: '#get-in-touch',
  },
}

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

const onDemand: SeedPage = {
  path: 'workspaces/on-demand',
  title: 'On-Demand Workspaces: Day Pass, Conference Rooms and Bundles | Sthana',
  kind: 'product',
  metaDescription:
    'Book a desk for the day from ₹499 or a conference room by the hour across 8 Indian cities. No contract, instant confirmation and a GST invoice every time.',
  heroHeading: 'Work from anywhere, pay only for the hours you use',
  heroSubheading: `Day passes, conference rooms and prepaid bundles in every Sthana city. No contracts, no deposits, instant confirmation.`,
  plans: {
    heading: 'On-demand plans',
    intro: 'Prices are the lowest across our buildings today, before GST; each building page shows its own.',
    plans: [
      {
        name: 'Day Pass',
        audience: 'anyone who needs a desk for a day, now and then',
        priceSource: 'day-pass',
        included: ['An open desk from 9 am to 8 pm', 'High-speed Wi-Fi, tea and coffee, phone booths', '10 pages of printing'],
        linkLabel: 'Book a day pass',
        linkHref: '/cart/?product=day-pass',
      },
      {
        name: '5-day bundle',
        audience: 'people who work away from home a day a week',
        priceSource: 'bundle-5',
        included: ['5 day passes at about 10% off', 'Valid for 60 days, in any city', 'Share credits with colleagues'],
        linkLabel: 'Buy a 5-day bundle',
        linkHref: '/cart/?product=bundle',
      },
      {
        name: '10-day bundle',
        audience: 'people who work away from home two or three days a week',
        priceSource: 'bundle-10',
        included: ['10 day passes at about 18% off', 'Valid for 90 days, in any city', 'Share credits with colleagues'],
        linkLabel: 'Buy a 10-day bundle',
        linkHref: '/cart/?product=bundle',
      },
      {
        name: 'Conference Room',
        audience: 'teams meeting clients, interviewing or running a workshop',
        priceSource: 'conference-room',
        included: [
          'Rooms for 4 to 16 people, by the hour',
          'Large display, video-conferencing kit and whiteboard',
          'Free entry for your guests',
        ],
        linkLabel: 'Book a conference room',
        linkHref: '/cart/?product=conference-room',
      },
    ],
  },
  sections: [
    {
      heading: 'Day Pass',
      body: para(
        `A day pass gets you an open desk in any Sthana building that has day-pass seats available, from 9 am to 8 pm. Prices start at ₹499 a day plus GST and vary by building. Your pass includes high-speed Wi-Fi, unlimited tea and coffee, access to phone booths on a first-come basis, and 10 pages of black-and-white printing.`,
      ),
    },
    {
      heading: 'Conference Rooms',
      body: para(
        `Rooms for 4 to 16 people, bookable by the hour from ₹599. Each room has a 55-inch or larger display with wireless screen sharing, a video-conferencing camera and speakerphone, and a whiteboard. Book for a minimum of one hour and extend in 30-minute steps from the app if the room is free.`,
      ),
    },
    {
      heading: 'Day Pass Bundles',
      body: para(
        `If you work away from home two or three days a week, a bundle is the cheaper way to do it.`,
        bullets(
          '5-day bundle: about 10% off the single-day price, valid for 60 days',
          '10-day bundle: about 18% off the single-day price, valid for 90 days',
          'Use credits in any city, one credit per person per day',
          'Share credits with colleagues by adding them to your account',
        ),
      ),
    },
    {
      heading: 'How booking works',
      body: para(
        `Choose a city and a building, pick a date or a time slot and pay by UPI, card or net banking. You receive a confirmation email and a QR code in the app. Show the QR code at reception, collect your access card and you are in. Add your GSTIN at checkout and the tax invoice will carry it automatically.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Do I need to become a member to book a day pass?',
      answer:
        'No. You only need a Sthana account, which takes a minute to create with your mobile number and email address. There is no joining fee or deposit.',
    },
    {
      question: 'Can I cancel or reschedule?',
      answer:
        'Day passes can be cancelled for a full refund until 11:59 pm the day before your booking. Conference rooms can be cancelled for a full refund up to 24 hours before the start time. Refunds go back to the original payment method within 7 working days.',
    },
    {
      question: 'Can I bring a guest?',
      answer:
        'Guests attending a meeting in a conference room you have booked can come in free of charge. Guests who want to use an open desk need their own day pass.',
    },
    {
      question: 'Will I get a GST invoice?',
      answer:
        'Yes. Every on-demand booking generates a GST tax invoice. Enter your GSTIN and registered business name at checkout to claim input tax credit.',
    },
  ],
  cta: {
    heading: 'Book your first day',
    text: 'See live availability and prices in every building near you.',
    label: 'Book a day pass',
    href: '/cart/?product=day-pass',
  },
}

const virtualOffice: SeedPage = {
  path: 'workspaces/virtual-office',
  title: 'Virtual Office for GST and Company Registration | Sthana Workspaces',
  kind: 'product',
  metaDescription:
    'A premium business address in 8 Indian cities for GST or company registration, with mail handling and documents in 3 working days. From under ₹1,000 a month.',
  heroHeading: 'A business address that works as hard as you do',
  heroSubheading: `Register your company or GSTIN at a Sthana address, receive your mail and courier safely, and use our meeting rooms whenever you need to meet clients in person.`,
  sections: [
    {
      heading: 'Three plans, one premium address',
      body: para(
        bullets(
          'Business Address: use the address on your website, visiting cards and letterhead, with mail and courier handling, plus 2 hours of meeting-room credit a month. From under ₹1,000 a month.',
          'Business Registration: everything in Business Address, plus an NOC and documents for incorporating a company or LLP with the Registrar of Companies, and 4 hours of meeting-room credit a month. From under ₹1,300 a month.',
          'GST Registration: everything in Business Registration, plus the documents needed for a new GST registration or an additional place of business, and support during physical verification, with 4 hours of meeting-room credit and 2 day passes a month. From under ₹1,500 a month.',
        ),
        `Plans run for 6, 12 or 24 months, and longer plans cost less per month. Prices vary slightly by building and are exclusive of 18% GST.`,
      ),
    },
    {
      heading: 'Documents you receive',
      body: para(
        `Once your KYC is approved we share a signed and stamped set of documents, usually within 3 working days.`,
        bullets(
          'No objection certificate (NOC) from the property owner',
          'Notarised leave and licence agreement on stamp paper',
          'Latest electricity bill or property tax receipt for the premises',
          'Name-board display at reception, photographed for your records',
        ),
      ),
    },
    {
      heading: 'Mail, courier and visits',
      body: para(
        `Our reception logs every letter and parcel addressed to your company and sends you a notification with a photo of the envelope. You can collect in person, ask us to forward by courier at actual cost, or have letters scanned and emailed. Government notices are flagged as urgent and scanned the same day.`,
        `Your monthly meeting-room credits can be used at your registered building, so you always have a professional place to meet clients, auditors or investors.`,
      ),
    },
    {
      heading: 'KYC we need from you',
      body: para(
        bullets(
          'PAN card of the business, or of the proprietor for a sole proprietorship',
          'Aadhaar or passport of every director, partner or proprietor (you may mask the first eight Aadhaar digits)',
          'Certificate of incorporation or partnership deed, if already registered',
          'A board resolution or authorisation letter naming the authorised signatory',
        ),
      ),
    },
  ],
  faqs: [
    {
      question: 'Is a virtual office address accepted for GST registration?',
      answer:
        'Yes. GST officers accept a virtual office as a principal or additional place of business when it is backed by a valid NOC, a rent or licence agreement and a utility bill. Our GST Registration plan includes all three, and our team is present if the officer schedules a physical verification.',
    },
    {
      question: 'How long does it take to get the documents?',
      answer:
        'Usually 3 working days after your KYC is complete. In Mumbai and Delhi, stamp paper and notarisation can occasionally take one extra day.',
    },
    {
      question: 'Can I change my plan or city later?',
      answer:
        'You can upgrade from Business Address to Business Registration or GST Registration at any time and pay only the difference. Moving to another city needs a new set of documents and a fresh agreement, because your registered address changes.',
    },
    {
      question: 'What happens when my plan ends?',
      answer:
        'We remind you 30 days and 7 days before expiry. If you do not renew, you must move your registered address for company and GST purposes; GST rules require an amendment within 15 days of a change in your place of business. We continue to accept mail in your name for 30 days after expiry.',
    },
  ],
  cta: {
    heading: 'Get your business address this week',
    text: 'Pick a city, complete KYC online and receive your documents in about 3 working days.',
    label: 'Choose a virtual office plan',
    href: '/workspaces/virtual-office/#plans',
  },
}

const onDemandBusiness: SeedPage = {
  path: 'workspaces/on-demand-business',
  title: 'On-Demand for Business: Team Credits and Monthly Invoicing | Sthana',
  kind: 'product',
  metaDescription:
    'Give your team day passes and meeting rooms in 8 cities from one prepaid account, with spend limits, usage reports and one consolidated GST invoice a month.',
  heroHeading: 'Flexible workspace for your whole team, on one account',
  heroSubheading: `Let employees book desks and meeting rooms in any Sthana building while finance gets a single monthly GST invoice and full control over spend.`,
  sections: [
    {
      heading: 'How team credits work',
      body: para(
        `Your company tops up a prepaid credit wallet, starting at ₹25,000. Employees book day passes and conference rooms in the Sthana app and the cost is drawn from the wallet, so nobody has to pay personally and file an expense claim.`,
        bullets(
          'Top-ups of ₹1 lakh or more earn 5% bonus credit',
          'Credits are valid for 12 months from the date of each top-up',
          'Unused balance can be carried forward if you top up again before expiry',
        ),
      ),
    },
    {
      heading: 'Controls for admins',
      body: para(
        bullets(
          'Invite employees by email domain or upload a list',
          'Set monthly spend limits per person or per team',
          'Restrict bookings to chosen cities or buildings',
          'Require approval for conference rooms above a certain size',
          'Download usage by employee, cost centre or building as a spreadsheet',
        ),
      ),
    },
    {
      heading: 'Invoicing that finance teams like',
      body: para(
        `Instead of dozens of small invoices, you receive one consolidated GST tax invoice on the first working day of each month, with a line-item annexure showing every booking. Invoices are raised from the Sthana GSTIN in the state where the building is located, so you can claim input tax credit on your state registrations.`,
        `Companies that prefer post-paid billing can apply for a credit line of up to 30 days after a short credit check.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'What is the minimum commitment?',
      answer: 'There is no contract. The only commitment is the first wallet top-up of ₹25,000 plus GST.',
    },
    {
      question: 'Does GST apply on the top-up or on each booking?',
      answer:
        'Top-ups are treated as advances. GST is charged on the consolidated monthly invoice against the bookings actually used, so your input tax credit matches your consumption.',
    },
    {
      question: 'Can employees use the credits for personal bookings?',
      answer:
        'Only if you allow it. Admins can limit bookings to working days and to specific buildings, and every booking shows up in the admin dashboard in real time.',
    },
    {
      question: 'What happens to credits when an employee leaves?',
      answer:
        'Credits belong to the company wallet, not to the employee. Remove the employee from the dashboard and any future bookings they hold are cancelled and refunded to the wallet.',
    },
  ],
  cta: {
    heading: 'Set up your company account',
    text: 'Share your company name, GSTIN and team size and we will activate your wallet within one working day.',
    label: 'Talk to our team',
    href: '#get-in-touch',
  },
}

const dayPass: SeedPage = {
  path: 'workspaces/on-demand/day-pass',
  title: 'Day Pass: Book a Desk for the Day from ₹499 | Sthana Workspaces',
  kind: 'product',
  metaDescription:
    'Book an open desk for the day in Bangalore, Mumbai, Delhi and 5 more cities. From ₹499 plus GST with Wi-Fi, tea and coffee, and a GST invoice included.',
  heroHeading: 'Day pass: a proper desk, whenever you need one',
  heroSubheading: `Skip the café and the spare bedroom. Book a desk for the day in any Sthana building from ₹499, with fast Wi-Fi, ergonomic chairs and unlimited chai.`,
  sections: [
    {
      heading: "What's included",
      body: para(
        bullets(
          'An open desk from 9 am to 8 pm on the booked date',
          'Business-grade Wi-Fi with separate secure networks for members and guests',
          'Unlimited tea, coffee and filtered water',
          'Phone booths on a first-come basis',
          '10 pages of black-and-white printing',
          'Lockers for the day, subject to availability',
        ),
      ),
    },
    {
      heading: 'Pricing',
      body: para(
        `Day passes start at ₹499 plus GST and are priced higher in central business districts such as Lower Parel or MG Road, where demand is greatest. The price for each building is shown before you pay, and it never changes after you book.`,
        `Working out of an office two or more days a week? A 5-day bundle saves about 10% and a 10-day bundle about 18%, and the credits work in every city.`,
      ),
    },
    {
      heading: 'On the day',
      body: para(
        `Show the QR code from your confirmation email or the app at reception along with a government photo ID. The community team will hand you an access card and show you the pantry, phone booths and printer. Desks are not assigned, so arrive early if you like a window seat.`,
        `If you need a quiet room for a call, you can book a 4-seat conference room by the hour from the same app.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Can I book a day pass for today?',
      answer:
        'Yes, as long as the building shows availability. Same-day bookings are confirmed instantly and you can walk in as soon as payment succeeds.',
    },
    {
      question: 'What is the cancellation policy?',
      answer:
        'You can cancel for a full refund until 11:59 pm the day before your booking. After that the booking is non-refundable, but you can reschedule once to another date within 30 days.',
    },
    {
      question: 'Can I stay beyond 8 pm?',
      answer:
        'Day passes cover 9 am to 8 pm. Some buildings offer extended hours until 11 pm for an additional ₹199; the option appears at checkout where it is available.',
    },
    {
      question: 'Is parking included?',
      answer:
        'Two-wheeler parking is free in most buildings. Car parking is charged by the building operator and varies from ₹50 to ₹150 a day; the booking page lists the charges for each location.',
    },
  ],
  cta: {
    heading: 'Find a desk near you',
    text: 'Live availability across Bangalore, Chennai, Delhi, Gurgaon, Hyderabad, Mumbai, Noida and Pune.',
    label: 'Book a day pass',
    href: '/cart/?product=day-pass',
  },
}

const conferenceRoom: SeedPage = {
  path: 'workspaces/on-demand/conference-room',
  title: 'Conference and Meeting Rooms by the Hour from ₹599 | Sthana',
  kind: 'product',
  metaDescription:
    'Book meeting rooms for 4 to 16 people by the hour in 8 Indian cities. Video conferencing, screens and refreshments included. From ₹599 an hour plus GST.',
  heroHeading: 'Meeting rooms that are ready when you walk in',
  heroSubheading: `Interviews, client pitches, board meetings and workshops. Book a fully equipped room by the hour and let our team take care of the rest.`,
  sections: [
    {
      heading: 'Rooms for every kind of meeting',
      body: para(
        bullets(
          '4-seat rooms for interviews and one-on-ones, from ₹599 an hour',
          '6 and 8-seat rooms for client meetings and reviews, from ₹699 an hour',
          '10 and 12-seat boardrooms for leadership and board meetings, from ₹999 an hour',
          '14 and 16-seat training rooms with classroom or U-shaped seating, from ₹1,599 an hour',
        ),
        `Prices vary by building and are shown before you pay. Half-day (4 hours) and full-day (8 hours) bookings are charged at a lower effective hourly rate.`,
      ),
    },
    {
      heading: 'Equipment in every room',
      body: para(
        bullets(
          'Wall-mounted display of 55 inches or more with wireless screen sharing and HDMI',
          'Video-conferencing camera, speakerphone and a dedicated bandwidth allocation',
          'Whiteboard, markers and flip chart on request',
          'Tea, coffee and water for you and your guests',
        ),
        `Need lunch or snacks? Order catering at least 24 hours in advance and it will be billed on the same invoice.`,
      ),
    },
    {
      heading: 'Booking and check-in',
      body: para(
        `Book for a minimum of one hour, in 30-minute steps. Register your guests in the app and they receive an SMS with a visitor pass, so they skip the queue at reception. If the next slot is free, you can extend your booking from the app without leaving the room.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'How far in advance can I book?',
      answer:
        'Up to 90 days in advance. Same-day bookings are accepted as long as the room is free at least 30 minutes before your start time.',
    },
    {
      question: 'What is the cancellation policy?',
      answer:
        'Cancel up to 24 hours before the start time for a full refund. Between 24 and 4 hours before, you receive a 50% refund. Cancellations with less than 4 hours to go are not refunded.',
    },
    {
      question: 'What if my meeting overruns?',
      answer:
        'If the room is free, extend from the app. If someone else has booked it, our team will try to move you to another room; otherwise you will be asked to vacate on time. Overstays without an extension are charged in 30-minute blocks.',
    },
    {
      question: 'Do my guests need to pay?',
      answer:
        'No. Guests attending your meeting enter free of charge. Please register them in the app so reception can issue visitor passes quickly.',
    },
  ],
  cta: {
    heading: 'Book a room for your next meeting',
    text: 'Choose a city, a size and a time slot. Confirmation is instant.',
    label: 'Book a conference room',
    href: '/cart/?product=conference-room',
  },
}

const allAccessPlus: SeedPage = {
  path: 'workspaces/all-access-plus',
  title: 'All Access Plus: Work from Any Sthana Building | Monthly Membership',
  kind: 'product',
  metaDescription:
    'One monthly membership for open desks in every Sthana building across 8 cities, with meeting-room credits and guest passes. ₹7,999 a month plus GST.',
  heroHeading: 'Every Sthana building. One monthly membership.',
  heroSubheading: `Work near home on Monday, near a client on Wednesday and in another city on Friday. All Access Plus gives you a desk wherever Sthana is.`,
  sections: [
    {
      heading: 'What your membership includes',
      body: para(
        bullets(
          'Unlimited access to open desks in every Sthana building in all eight cities, Monday to Saturday, 8 am to 10 pm',
          '4 hours of conference-room credit every month',
          '2 guest day passes every month',
          '50 pages of printing every month',
          'Priority booking of phone booths and focus rooms',
          'Invitations to member events in every city',
        ),
      ),
    },
    {
      heading: 'Pricing and billing',
      body: para(
        `All Access Plus costs ₹7,999 a month plus GST, billed monthly in advance. Quarterly billing brings it down to ₹7,499 a month and annual billing to ₹6,999 a month. There is no security deposit.`,
        `Companies can buy memberships for several employees on one account and receive a single GST invoice. For five or more memberships, write to allaccess@sthanaworkspaces.in for team pricing.`,
      ),
    },
    {
      heading: 'Who it suits',
      body: para(
        `All Access Plus is built for consultants, sales teams and founders who move around a city during the week, and for hybrid employees whose company has no office in their city. It is also popular with people who split their month between two cities, for example Pune and Mumbai, or Delhi and Gurgaon.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Is a desk guaranteed in every building?',
      answer:
        'Open-desk capacity is reserved for All Access Plus members in every building, but on very busy days a building can fill up. The app shows live occupancy, and you can reserve a desk up to 7 days ahead at no extra cost.',
    },
    {
      question: 'Do unused conference-room credits carry over?',
      answer: 'Unused credits carry over for one month only. For example, credits from March can be used until the end of April.',
    },
    {
      question: 'How do I cancel?',
      answer:
        'Give notice from the app or write to allaccess@sthanaworkspaces.in before the 20th of the month, and your membership ends on the last day of that month. Quarterly and annual plans are cancellable at the end of their billing term.',
    },
    {
      question: 'Can I use All Access Plus as a registered business address?',
      answer:
        'No. All Access Plus does not include an address for registration. You can add a virtual office plan at any building for an additional monthly fee.',
    },
  ],
  cta: {
    heading: 'Start working from anywhere',
    text: 'Activate your membership online in under ten minutes, or ask us about team pricing.',
    label: 'Get All Access Plus',
    href: '#get-in-touch',
  },
}

const labs: SeedPage = {
  path: 'labs',
  title: 'Sthana Labs: Flexible Lab and R&D Space in Bangalore, Hyderabad and Pune',
  kind: 'product',
  metaDescription:
    'Fitted wet and dry lab suites with fume hoods, clean utilities and compliance support, on flexible terms from 12 months in Bangalore, Hyderabad and Pune.',
  heroHeading: 'Lab space that is ready for science on day one',
  heroSubheading: `Fitted wet labs, dry labs and hardware benches with offices attached, on flexible terms. Spend your funding on research, not on construction.`,
  sections: [
    {
      heading: 'Lab suites',
      body: para(
        `Sthana Labs suites range from 1,200 to 12,000 sq ft and combine lab space with private offices, meeting rooms and a shared pantry. Suites are available in Bangalore, Hyderabad and Pune, close to the research clusters in those cities.`,
        bullets(
          'Wet labs with ducted fume hoods, biosafety cabinets up to BSL-2 and epoxy-top benches',
          'Dry labs and electronics benches with ESD flooring and clean power',
          'RO and Type II purified water, compressed air, vacuum and specialty gas manifolds',
          'Cold rooms and −80 °C freezer bays on backup power',
        ),
      ),
    },
    {
      heading: 'Shared facilities and services',
      body: para(
        bullets(
          'Shared autoclave, glass-washing and media-preparation rooms',
          'Biomedical and hazardous waste collection through authorised handlers, with manifests for your records',
          'Equipment procurement, installation and annual maintenance contracts arranged on your behalf',
          'Goods receiving and cold-chain handling at the loading bay',
        ),
      ),
    },
    {
      heading: 'Compliance support',
      body: para(
        `Our labs team helps you prepare for the approvals your work needs, including consent to operate from the state pollution control board, biomedical waste authorisation and institutional biosafety committee requirements. We maintain building-level fire and safety systems and run quarterly drills with every lab tenant.`,
      ),
    },
    {
      heading: 'Flexible terms',
      body: para(
        `Agreements start at 12 months, with the option to expand into adjoining suites as your team grows. Fit-outs to your specification are possible on terms of 36 months or longer. Pricing depends on the level of fit-out; ask us for a proposal.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'What kind of teams use Sthana Labs?',
      answer:
        'Biotech and diagnostics startups, medical-device makers, materials and battery researchers, and hardware teams building electronics prototypes.',
    },
    {
      question: 'Can I bring my own equipment?',
      answer:
        'Yes. We coordinate delivery, installation and power and utility connections, and can arrange an annual maintenance contract through our vendors.',
    },
    {
      question: 'How quickly can I move in?',
      answer:
        'Standard fitted suites are ready in 2 to 4 weeks after signing, including a utilities commissioning check. Custom fit-outs typically take 10 to 16 weeks.',
    },
  ],
  cta: {
    heading: 'Plan your lab move',
    text: 'Share your team size, the type of work and the equipment list, and our labs team will send a proposal within 5 working days.',
    label: 'Enquire about lab space',
    href: '#get-in-touch',
  },
}

const privateOffice: SeedPage = {
  path: 'workspaces/private-office-space',
  title: 'Private Office Space for Teams of 2 to 50 | Sthana Workspaces',
  kind: 'product',
  metaDescription:
    'Furnished, lockable private offices for 2 to 50 people in 8 Indian cities. Ready in 7 days, from ₹8,499 per seat per month, with all bills included.',
  heroHeading: 'Your own office, without the fit-out',
  heroSubheading: `Lockable, fully furnished cabins and suites for teams of 2 to 50, ready in 7 days. One monthly fee covers rent, power, internet, housekeeping and maintenance.`,
  sections: [
    {
      heading: "What's included in your monthly fee",
      body: para(
        bullets(
          'Ergonomic chairs, desks, storage and a lockable door',
          'Dedicated internet with a static IP option and separate Wi-Fi network',
          'Electricity, air conditioning and 100% power backup',
          'Daily housekeeping, pest control and maintenance',
          'Tea, coffee and filtered water, plus access to the shared pantry',
          '8 hours of conference-room credit per seat every month, pooled for the team',
          'Reception, mail handling and visitor management',
        ),
      ),
    },
    {
      heading: 'Pricing and terms',
      body: para(
        `Private offices start at ₹8,499 per seat per month plus GST in Noida and Pune, and around ₹14,000 per seat in prime Mumbai and Bangalore locations. Agreements begin at 6 months. A refundable security deposit equal to two months' fees is payable on signing and is returned within 30 days of exit, after adjustments for any dues.`,
        `Sign for 12 months or longer and we will lock your price for the full term, with no annual escalation in the first year.`,
      ),
    },
    {
      heading: 'Make it yours',
      body: para(
        `Add your logo to the door and reception directory, choose from three furniture layouts, or ask for a branded suite with a private meeting room and pantry for teams above 20 seats. Minor changes such as wall graphics and extra storage are usually done within the 7-day move-in window.`,
      ),
    },
    {
      heading: 'Growing or shrinking',
      body: para(
        `Teams change, and your office can change with them. Move to a larger office in the same building with no fresh deposit beyond the difference, or add a second office in another city on the same master agreement.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'How soon can we move in?',
      answer:
        'Standard offices are ready within 7 days of signing the agreement and paying the deposit. Offices with branding or layout changes usually take 10 to 15 days.',
    },
    {
      question: 'Can we register our company at the office address?',
      answer:
        'Yes. Private office members can use the address for company, GST and shops and establishment registrations at no extra charge. We provide the NOC and supporting documents.',
    },
    {
      question: 'Are there any hidden charges?',
      answer:
        'No. The only extras are things you choose to use beyond your allowance, such as additional conference-room hours, printing beyond the monthly quota, car parking and catering. All of these are shown in the app before you book.',
    },
    {
      question: 'What notice period applies at the end of the term?',
      answer:
        'Two months. If neither side gives notice, the agreement renews for the same term at the prevailing price, which we confirm in writing at least 60 days before renewal.',
    },
  ],
  cta: {
    heading: 'See offices near your team',
    text: 'Tell us the team size and preferred micromarket, and we will share available offices with floor plans and prices the same day.',
    label: 'Get a quote',
    href: '#get-in-touch',
  },
}

const enterprise: SeedPage = {
  path: 'enterprise',
  title: 'Enterprise Offices: Custom and Managed Workspaces for Large Teams | Sthana',
  kind: 'product',
  metaDescription:
    'Custom-built, managed offices for teams of 50 to 2,000 across 8 Indian cities. Design, build and run on one agreement, with no capex for your company.',
  heroHeading: 'Your headquarters, designed, built and run by Sthana',
  heroSubheading: `Custom offices for teams of 50 to 2,000 seats. We find the building, design to your brand, build it and manage it day to day, all for one predictable monthly fee.`,
  sections: [
    {
      heading: 'Three ways to work with us',
      body: para(
        bullets(
          'Enterprise suites: a private floor or wing inside a Sthana building, ready in 30 to 45 days',
          'Custom-built offices: a dedicated building or floors chosen for you, designed and delivered in 90 to 120 days',
          'Managed offices: we take over the operations of a space you already lease and run it to Sthana standards',
        ),
      ),
    },
    {
      heading: 'No capex, one monthly fee',
      body: para(
        `Sthana funds the fit-out and recovers it through the monthly fee over the term, usually 3 to 7 years. Your finance team avoids a large capital outlay, and the fee is fully deductible as an operating expense. Billing is monthly, in rupees, with GST invoices raised in the state where each office is located.`,
      ),
    },
    {
      heading: 'Built to enterprise standards',
      body: para(
        bullets(
          'Information security controls aligned to your policies, including access-controlled server rooms, CCTV retention to your specification and visitor logs',
          'Dedicated internet links with SLA-backed uptime of 99.5%',
          'Statutory compliance for the premises, including fire NOC, lift licences and labour-law registers for facility staff',
          'Quarterly business reviews with occupancy and service-level reporting',
        ),
      ),
    },
    {
      heading: 'A single team from search to move-in',
      body: para(
        `Your enterprise team includes a solutions lead, a design manager, a project manager and a site operations head. They stay with you after move-in, so the people who designed your office are the people you call when you need to add 100 seats next year.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'What is the minimum size for an enterprise office?',
      answer: 'Enterprise suites start at 50 seats. Custom-built offices usually start at 150 seats or 15,000 sq ft.',
    },
    {
      question: 'Can you support offices in several cities on one agreement?',
      answer:
        'Yes. A master services agreement covers all cities, with a schedule for each location. You get one account team and consolidated reporting.',
    },
    {
      question: 'Who owns the furniture and fit-out?',
      answer:
        'Sthana owns the fit-out during the term. If you want to keep specific items at exit, we agree a written-down value in the agreement up front.',
    },
    {
      question: 'Do you work with our existing real-estate advisor?',
      answer: 'Yes. We work with appointed advisors and brokers, and our broker programme pays commission on enterprise deals.',
    },
  ],
  cta: {
    heading: 'Plan your next office with us',
    text: 'Share your headcount, cities and timelines. Our enterprise team will respond within one working day with options and a rough budget.',
    label: 'Speak to the enterprise team',
    href: '#get-in-touch',
  },
}

const events: SeedPage = {
  path: 'events',
  title: 'Event Spaces for Launches, Offsites and Meetups | Sthana Workspaces',
  kind: 'product',
  metaDescription:
    'Host launches, town halls, workshops and meetups for 20 to 200 guests in 8 Indian cities. AV, seating and catering arranged. Half-day slots from ₹18,000.',
  heroHeading: 'Venues for the events that move your business forward',
  heroSubheading: `Town halls, product launches, workshops, investor evenings and community meetups for 20 to 200 guests, with AV, seating and catering handled by one team.`,
  sections: [
    {
      heading: 'Spaces available',
      body: para(
        bullets(
          'Event halls for 60 to 200 guests in theatre, cabaret or reception layouts',
          'Terrace and café spaces for informal evenings in selected buildings',
          'Training rooms for 20 to 40 people for workshops and offsites',
          'Breakout rooms that can be booked alongside any event space',
        ),
      ),
    },
    {
      heading: 'What we take care of',
      body: para(
        bullets(
          'Projector or LED wall, PA system, two wireless microphones and a lectern',
          'Livestream-ready setup with a switcher and a dedicated internet line on request',
          'Seating layouts, registration desk and directional signage',
          'Catering from our empanelled vendors, vegetarian and non-vegetarian, with Jain options on request',
          'An on-site event coordinator from setup to wrap-up',
        ),
      ),
    },
    {
      heading: 'Packages and pricing',
      body: para(
        `Half-day packages (4 hours) start at ₹18,000 plus GST for up to 40 guests, and full-day packages (8 hours) at ₹32,000. Evening slots from 6 pm to 10 pm are available on weekdays and Saturdays. Members receive 15% off the venue charge.`,
        `A 50% advance confirms the booking and the balance is due 3 days before the event. Catering and AV extras are billed on the same GST invoice.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'How far in advance should we book?',
      answer:
        'Two to four weeks is ideal, and longer for events in October to December, which is our busiest season. Shorter notice is often possible on weekdays.',
    },
    {
      question: 'Can we bring our own caterer or decorator?',
      answer:
        "Yes, with 7 days' notice and a copy of the vendor's FSSAI licence for food. An outside-vendor charge of ₹3,000 applies to cover security and housekeeping.",
    },
    {
      question: 'Is alcohol permitted?',
      answer:
        'Only in buildings and on dates where a valid occasional licence has been obtained, which our team can help you apply for. Please ask at the time of enquiry.',
    },
    {
      question: 'What is the cancellation policy for events?',
      answer:
        'Cancel 15 or more days before the event for a full refund of the advance. Between 14 and 7 days, 50% of the advance is refunded. Within 7 days the advance is not refundable, but you can move the event to another date within 60 days once.',
    },
  ],
  cta: {
    heading: 'Plan your event',
    text: 'Tell us the date, city and number of guests, and our events team will send venue options and a quote within one working day.',
    label: 'Enquire about an event',
    href: '#get-in-touch',
  },
}

const advertise: SeedPage = {
  path: 'advertise',
  title: 'Advertise to the Sthana Member Community | Sthana Workspaces',
  kind: 'product',
  metaDescription:
    'Reach founders, professionals and decision-makers in Sthana buildings across 8 cities through lobby screens, the member app, newsletters and sampling.',
  heroHeading: "Reach the people building India's businesses",
  heroSubheading: `Put your brand in front of founders, finance heads, developers and sales teams where they work every day, across every Sthana building.`,
  sections: [
    {
      heading: 'Who you reach',
      body: para(
        `More than 25,000 professionals check in to a Sthana building every month. Our members work at startups, mid-sized companies and enterprise teams, and include a large share of founders and department heads who make purchase decisions for their companies.`,
        `You can target campaigns by city, building, company size or industry, using aggregated and anonymised audience data. We never share member contact details with advertisers.`,
      ),
    },
    {
      heading: 'Formats',
      body: para(
        bullets(
          'Digital screens in lobbies, lift landings and pantries, sold in weekly slots',
          'Sponsored cards in the Sthana member app',
          'A featured slot in the monthly member newsletter for each city',
          'Product sampling and pop-up stalls in building cafés',
          'Sponsorship of member events, from founder breakfasts to festive celebrations',
        ),
      ),
    },
    {
      heading: 'Pricing and process',
      body: para(
        `Screen campaigns start at ₹15,000 a week for one city. Multi-city packages, newsletter placements and sampling days are quoted on request. Send us your brief and creative, and our team will confirm availability, share the content guidelines and go live in as little as 5 working days.`,
        `Every campaign ends with a report showing screen plays, app impressions and engagement, and for sampling, the number of members reached.`,
      ),
    },
    {
      heading: 'Content guidelines',
      body: para(
        `We keep the member experience in mind, so we do not accept advertising for tobacco, alcohol, gambling, real-money gaming, unregistered investment products or political campaigns. All creative is reviewed before it goes live and must comply with applicable advertising codes.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Can members advertise at a discount?',
      answer:
        'Yes. Sthana members get 25% off screen and newsletter placements and a free pop-up slot in their own building every quarter.',
    },
    {
      question: 'What file formats do you accept for screens?',
      answer:
        'Landscape 1920 x 1080 images or MP4 video of up to 15 seconds without audio. Our team shares a detailed specification when you book.',
    },
    {
      question: 'Do you share member data with advertisers?',
      answer:
        "No. Advertisers receive aggregated campaign reports only. Members who choose to respond to an offer do so directly through the advertiser's own link or form.",
    },
  ],
  cta: {
    heading: 'Plan a campaign',
    text: 'Share your objective, cities and budget. We will send a media plan within 2 working days.',
    label: 'Talk to our partnerships team',
    href: '#get-in-touch',
  },
}

const studios: SeedPage = {
  path: 'studios',
  title: 'Podcast, Photo and Video Studios by the Hour | Sthana Studios',
  kind: 'product',
  metaDescription:
    'Soundproofed podcast rooms, photo studios and video studios with lighting and a cyclorama wall, bookable by the hour from ₹1,499 in Sthana buildings.',
  heroHeading: 'Professional studios down the corridor from your desk',
  heroSubheading: `Record your podcast, shoot your product catalogue or film a founder video in a fully equipped studio, booked by the hour.`,
  sections: [
    {
      heading: 'Podcast studios',
      body: para(
        `Acoustically treated rooms for up to 4 speakers, with broadcast microphones, headphones for every guest, a multitrack recorder and three cameras for video podcasts. Podcast studios cost from ₹1,499 an hour plus GST; add a sound engineer for ₹800 an hour.`,
      ),
    },
    {
      heading: 'Photo and video studios',
      body: para(
        bullets(
          'A white cyclorama wall and paper backdrops in six colours',
          'Continuous LED lighting and strobes with softboxes and modifiers',
          'Tabletop setup for product and e-commerce photography',
          'Teleprompter, green screen and wireless lapel microphones for video',
          'A makeup and changing room with mirror lighting',
        ),
        `Photo and video studios start at ₹1,999 an hour, with half-day and full-day rates for longer shoots.`,
      ),
    },
    {
      heading: 'Post-production and files',
      body: para(
        `Raw files are copied to your drive before you leave. If you need editing, our partner editors can turn around a podcast episode in 3 working days or a 60-second product video in 5 working days, quoted per project.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Which buildings have studios?',
      answer:
        'Studios are available in selected buildings in Bangalore, Mumbai, Delhi, Hyderabad and Pune. The booking page shows the nearest studio and what equipment it has.',
    },
    {
      question: 'Do I need to be a member to book?',
      answer: 'No. Anyone can book a studio. Members get 20% off and priority booking for weekday slots.',
    },
    {
      question: 'Can I bring my own equipment?',
      answer: 'Yes. Let us know in advance if you are bringing lighting that draws more than 2 kW, so we can plan the power supply.',
    },
    {
      question: 'What is the minimum booking?',
      answer:
        'Two hours for photo and video studios and one hour for podcast studios. Setup and pack-down time counts towards your booking.',
    },
  ],
  cta: {
    heading: 'Book studio time',
    text: 'See available slots and equipment lists in your city.',
    label: 'Check studio availability',
    href: '#get-in-touch',
  },
}

const businessSolutions: SeedPage = {
  path: 'business-solutions',
  title: 'Business Solutions: Payroll, IT and Legal Services for Members | Sthana',
  kind: 'product',
  metaDescription:
    'Add payroll, IT setup and legal support to your Sthana workspace. Vetted partners, member pricing and one GST invoice with your monthly membership bill.',
  heroHeading: 'Run the back office without building one',
  heroSubheading: `Payroll, IT and legal services from vetted partners, at member prices, billed with your workspace. Spend your time on customers instead of compliance calendars.`,
  sections: [
    {
      heading: 'Payroll and HR compliance',
      body: para(
        bullets(
          'Monthly payroll processing with payslips and salary registers, from ₹149 per employee per month',
          'PF, ESI, professional tax and labour welfare fund filings',
          'TDS on salary, quarterly returns and Form 16 for employees',
          'Onboarding and exit documentation, including full and final settlement',
        ),
      ),
    },
    {
      heading: 'IT setup and support',
      body: para(
        bullets(
          'Laptop and desktop leasing with next-business-day replacement',
          'Email, domain and user account setup for new companies',
          'Network security, VPN and firewall configuration for private offices',
          'On-site IT support visits and a remote helpdesk from 9 am to 7 pm',
        ),
      ),
    },
    {
      heading: 'Legal and secretarial',
      body: para(
        bullets(
          'Company and LLP incorporation, including name approval and DIN for directors',
          'Annual ROC filings and statutory registers',
          'Trademark search and application',
          'Drafting and review of customer contracts, NDAs and employment agreements',
          'Shops and establishments registration in your workspace city',
        ),
        `Legal and secretarial work is carried out by independent, qualified professionals. Sthana coordinates the engagement and billing but does not itself give legal advice.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Do I have to be a Sthana member to use these services?',
      answer: 'Business Solutions are available to private office, virtual office, All Access Plus and enterprise members.',
    },
    {
      question: 'How are these services billed?',
      answer:
        'Monthly services appear as separate lines on your Sthana invoice with GST. One-time work such as incorporation or trademark filing is quoted in advance, and government fees are passed through at actual cost.',
    },
    {
      question: 'Who is responsible for the quality of the work?',
      answer:
        'Each partner signs a service agreement with Sthana that includes turnaround times and confidentiality obligations. If something goes wrong, raise it with your community manager and we will follow it up with the partner.',
    },
  ],
  cta: {
    heading: 'Add a service to your membership',
    text: 'Tell us what you need and we will connect you with the right partner within 2 working days.',
    label: 'Request a service',
    href: '#get-in-touch',
  },
}

const workplace: SeedPage = {
  path: 'workplace',
  title: 'Sthana Workplace: Workplace App and Managed Office Services',
  kind: 'product',
  metaDescription:
    'Desk booking, meeting rooms, visitor management and occupancy analytics for your own office, plus managed facility services run by the Sthana team.',
  heroHeading: 'Run your own office the way we run ours',
  heroSubheading: `Sthana Workplace brings the app and the operations team behind our buildings to offices you lease yourself.`,
  sections: [
    {
      heading: 'The Workplace app',
      body: para(
        bullets(
          'Desk booking with floor maps, neighbourhoods for teams and check-in to release no-shows',
          'Meeting-room booking with calendar integration and room displays',
          'Visitor management with pre-registration, SMS passes and digital NDAs',
          'Helpdesk tickets for facility issues, with photos and response-time tracking',
          'Occupancy analytics by floor, team and day of the week',
        ),
        `The app costs ₹120 per employee per month plus GST, with a minimum of 50 users. Setup, including floor-plan mapping and access-control integration, typically takes 3 to 4 weeks.`,
      ),
    },
    {
      heading: 'Managed office services',
      body: para(
        `Prefer to hand over the day-to-day running of your office entirely? Our managed services team takes over reception, housekeeping, pantry, maintenance, vendor management and statutory compliance, staffed and supervised to Sthana standards.`,
        `You receive a monthly service report with ticket resolution times, consumption of power and water, and vendor performance, and a quarterly review with our operations head for your city.`,
      ),
    },
    {
      heading: 'Why companies choose Workplace',
      body: para(
        `Hybrid teams rarely use more than 60% of their desks on any given day. Workplace analytics show you exactly how your space is used, so you can consolidate floors, redesign for collaboration or combine your own office with Sthana day passes for overflow days.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'Does the app work with our existing access-control system?',
      answer:
        'It integrates with most card and mobile access systems in use in Indian offices. Our team checks compatibility during a free site survey before you sign.',
    },
    {
      question: 'Where is our data stored?',
      answer:
        'Workplace data is stored on servers located in India and is processed in line with our privacy policy and your data processing agreement with us.',
    },
    {
      question: 'Can we use only the managed services without the app?',
      answer:
        'Yes. Managed services and the app can be taken separately, though most clients use both so that tickets and reporting sit in one place.',
    },
  ],
  cta: {
    heading: 'Book a free workplace survey',
    text: 'Our team will visit your office, review how it is used and recommend a setup, at no cost.',
    label: 'Request a survey',
    href: '#get-in-touch',
  },
}

// ---------------------------------------------------------------------------
// Company pages
// ---------------------------------------------------------------------------

const careers: SeedPage = {
  path: 'careers',
  title: 'Careers at Sthana Workspaces',
  kind: 'company',
  metaDescription:
    'Join the team that runs workspaces across 8 Indian cities. Roles in community, operations, sales, design and build, and technology.',
  heroHeading: 'Build the places where India works',
  heroSubheading: `We are a team of community managers, engineers, designers and sales people who care about the small details that make a workday go well.`,
  sections: [
    {
      heading: 'Teams we hire for',
      body: para(
        bullets(
          'Community and operations: run buildings day to day and look after members',
          'Sales and partnerships: help companies find the right space and grow with us',
          'Design and build: plan, design and deliver new buildings and enterprise offices',
          'Technology: build the member app, booking platform and Workplace product',
          'Finance, legal and people: keep the business compliant, funded and well staffed',
        ),
        `Most roles are based in one of our eight cities. Technology and some central roles are hybrid, with two anchor days a week in the Bangalore office.`,
      ),
    },
    {
      heading: 'What we offer',
      body: para(
        bullets(
          'Group health insurance of ₹5 lakh for you, your spouse, children and parents',
          'Term life and personal accident cover',
          '24 days of paid leave, plus public holidays as per your state',
          '26 weeks of maternity leave and 4 weeks of paid parental leave for all other new parents',
          'A ₹25,000 annual learning budget and sponsored certifications',
          'Free All Access Plus membership, so you can work from any Sthana building',
        ),
      ),
    },
    {
      heading: 'How we hire',
      body: para(
        `Our process usually has four steps: a 20-minute call with our recruiting team, a conversation with the hiring manager, a practical exercise relevant to the role, and a final conversation with a leader from another team. We aim to share a decision within 3 weeks of your first call.`,
        `Sthana never asks candidates for money at any stage of hiring. Offers are only sent from an @sthanaworkspaces.in email address. If you receive a suspicious message claiming to be from us, forward it to careers@sthanaworkspaces.in.`,
      ),
    },
  ],
  cta: {
    heading: 'See open roles',
    text: 'Send your CV and the city you would like to work in, and our recruiting team will get back to you if there is a match.',
    label: 'Apply now',
    href: '#get-in-touch',
  },
}

const brokers: SeedPage = {
  path: 'brokers',
  title: 'Broker Partner Programme | Sthana Workspaces',
  kind: 'company',
  metaDescription:
    'Register as a Sthana broker partner to earn commission on private office and enterprise deals across 8 cities, with 90-day lead protection and fast payouts.',
  heroHeading: 'Grow your commercial leasing business with Sthana',
  heroSubheading: `Register your clients, tour any of our buildings with them and earn commission on every private office and enterprise agreement they sign.`,
  sections: [
    {
      heading: 'Commission structure',
      body: para(
        bullets(
          "Private offices of up to 49 seats: one month's fee on agreements of 12 months or more, half a month's fee on 6 to 11-month agreements",
          "Enterprise deals of 50 seats or more: a percentage of the first year's fees, agreed in writing before the proposal",
          'Renewals and expansions by your client within the first term: 50% of the standard commission',
        ),
        `Commission is paid within 30 days of the client clearing their first monthly invoice and security deposit, against a GST invoice from your firm. TDS is deducted as applicable.`,
      ),
    },
    {
      heading: 'Lead protection',
      body: para(
        `Register a client through the broker portal and the lead is protected in your name for 90 days. If the client signs within that time, the commission is yours, even if they later contact us directly. Leads already in active discussion with Sthana in the previous 90 days cannot be registered.`,
      ),
    },
    {
      heading: 'Tools and support',
      body: para(
        bullets(
          'A dedicated broker relationship manager in each city',
          'Live inventory, floor plans and indicative pricing in the portal',
          'Building tours arranged within 24 hours, including Saturdays',
          'Co-branded proposals you can share with your clients',
        ),
      ),
    },
    {
      heading: 'Who can join',
      body: para(
        `Any registered real-estate brokerage, property consultancy or independent broker with a valid PAN and GST registration. Register on the portal, accept the broker agreement and complete KYC. Approval usually takes 2 working days.`,
      ),
    },
  ],
  cta: {
    heading: 'Become a broker partner',
    text: 'Write to brokers@sthanaworkspaces.in or register through the enquiry form, and your city relationship manager will reach out.',
    label: 'Register as a broker',
    href: '#get-in-touch',
  },
}

const impact: SeedPage = {
  path: 'impact',
  title: 'Impact: Sustainability and Community at Sthana Workspaces',
  kind: 'company',
  metaDescription:
    'How Sthana reduces energy, water and waste across its buildings, and how we support local employment and communities in the 8 cities where we work.',
  heroHeading: 'Shared space is a more responsible way to work',
  heroSubheading: `Sharing buildings, meeting rooms and amenities already uses fewer resources than separate offices. Here is what we do to go further, and how we measure it.`,
  sections: [
    {
      heading: 'Energy',
      body: para(
        `Electricity is the largest part of our environmental footprint. Every Sthana building uses LED lighting with occupancy sensors, inverter air conditioning and a building management system that switches off unused floors in the evening.`,
        bullets(
          'Rooftop solar on buildings where we control the roof, with open-access renewable power contracts in Karnataka, Tamil Nadu and Telangana',
          'Target: 60% of electricity from renewable sources by March 2028',
          'Diesel generators run only during grid outages and are tested on a fixed weekly schedule',
        ),
      ),
    },
    {
      heading: 'Water and waste',
      body: para(
        bullets(
          'Low-flow fixtures and sensor taps in every washroom',
          'Rainwater harvesting wherever the building structure allows it',
          'Three-bin segregation at every pantry and a ban on single-use plastic cutlery and bottles',
          'Food waste composted on site or through registered composting partners',
          'E-waste sent only to authorised recyclers, with certificates kept for every pickup',
        ),
      ),
    },
    {
      heading: 'People and community',
      body: para(
        `Our buildings are run by more than 1,200 housekeeping, security, pantry and maintenance staff, most of them employed through facility partners. We require every partner to pay at least the applicable state minimum wage, deposit PF and ESI on time, and provide weekly offs, and we audit payroll records every quarter.`,
        `Each building also adopts a local cause chosen by its members, from government-school libraries to blood donation camps, and gives meeting rooms free of charge to registered non-profits for up to 10 hours a month.`,
      ),
    },
    {
      heading: 'Reporting',
      body: para(
        `We publish an annual impact report each September with building-level energy and water use, waste diverted from landfill and the results of our facility-partner audits. Members with their own sustainability reporting can request their share of their building's consumption from their community manager.`,
      ),
    },
  ],
  cta: {
    heading: 'Read about our progress',
    text: 'Questions about our impact data, or want to suggest a community cause for your building?',
    label: 'Contact us',
    href: '/support',
  },
}

const referrals: SeedPage = {
  path: 'referrals',
  title: 'Refer a Company and Earn Rewards | Sthana Workspaces',
  kind: 'company',
  metaDescription:
    'Know a team that needs an office? Refer them to Sthana and earn ₹1,000 per seat, up to ₹2 lakh, when they sign a private office agreement.',
  heroHeading: 'Know a team that needs an office? Introduce them to us.',
  heroSubheading: `Refer a company to Sthana and earn ₹1,000 for every seat they sign for, up to ₹2 lakh per referral.`,
  sections: [
    {
      heading: 'How it works',
      body: para(
        bullets(
          "Submit the company's name, contact person and approximate team size through the referral form",
          'We contact them within one working day and mention that you referred them',
          'When they sign a private office or enterprise agreement of 6 months or more, your reward is confirmed',
          'The reward is paid after the company clears its second monthly invoice',
        ),
      ),
    },
    {
      heading: 'Rewards',
      body: para(
        `You earn ₹1,000 per seat on the signed agreement, up to ₹2 lakh per referred company. Sthana members can choose to take the reward as a credit against their own invoice, worth 10% more. Rewards above ₹10,000 in a financial year are paid after deduction of TDS as per the Income-tax Act, so we will ask for your PAN.`,
      ),
    },
    {
      heading: 'Terms of the programme',
      body: para(
        bullets(
          'The referred company must be new to Sthana and not in discussion with us in the last 90 days',
          'Registered brokers should use the broker partner programme instead',
          'Employees of Sthana and its facility partners are not eligible',
          'A referral is valid for 90 days from submission',
          'Rewards cannot be combined with the festive offer or any other referral scheme for the same agreement',
        ),
        `Sthana may change or end the programme with 30 days' notice on this page. Referrals submitted before a change remain eligible under the terms that applied when they were submitted.`,
      ),
    },
  ],
  cta: {
    heading: 'Make a referral',
    text: 'It takes two minutes. We will keep you posted at every step.',
    label: 'Refer a company',
    href: '#get-in-touch',
  },
}

const amenities: SeedPage = {
  path: 'amenities',
  title: 'Amenities at Sthana Workspaces',
  kind: 'company',
  metaDescription:
    'Fast Wi-Fi with backup, 100% power backup, pantries, phone booths, meeting rooms, showers, parking and 24x7 security in Sthana buildings across India.',
  heroHeading: 'Everything you need to get through the workday',
  heroSubheading: `The basics done properly, in every building, plus the extras that make it easier to stay focused.`,
  sections: [
    {
      heading: 'In every building',
      body: para(
        bullets(
          'Business-grade Wi-Fi on two independent fibre links with automatic failover',
          '100% power backup with UPS for desks and DG sets for the building',
          'Pantry with unlimited tea, coffee and filtered water',
          'Phone booths and focus rooms for calls',
          'Conference rooms with video-conferencing equipment',
          'Printing, scanning and photocopying',
          'Reception, mail and courier handling',
          '24x7 security with CCTV and access-controlled entry',
        ),
      ),
    },
    {
      heading: 'In most buildings',
      body: para(
        bullets(
          'Café serving breakfast, lunch and snacks at member prices',
          'Showers and changing rooms for people who cycle or run to work',
          'Two-wheeler and car parking, with EV charging points in newer buildings',
          "Wellness and mothers' rooms",
          'Lockers available by the month',
          'Terrace or outdoor seating',
        ),
        `Each building page lists its amenities in full, so you can check before you book.`,
      ),
    },
    {
      heading: 'Accessibility',
      body: para(
        `All Sthana buildings have step-free access from the street or the basement lift lobby, accessible washrooms on at least one floor, and lifts with audio announcements. If you have specific access needs, tell us when you book and our community team will plan your visit with you.`,
      ),
    },
  ],
  cta: {
    heading: 'Visit a building',
    text: 'See the amenities for yourself. Book a free tour at any Sthana building.',
    label: 'Find a building in Bangalore',
    href: '/bangalore',
  },
}

// ---------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------

const support: SeedPage = {
  path: 'support',
  title: 'Support and Help Centre | Sthana Workspaces',
  kind: 'support',
  metaDescription:
    'Get help with bookings, billing, access and your membership. Call 1800 266 4545, email hello@sthanaworkspaces.in or speak to your community manager.',
  heroHeading: 'How can we help?',
  heroSubheading: `Reach us by phone, email or in person. Most questions are answered within a few hours, and urgent building issues are handled around the clock.`,
  sections: [
    {
      heading: 'Contact us',
      body: para(
        bullets(
          'Phone: 1800 266 4545 (toll free), Monday to Saturday 8 am to 9 pm, Sunday 9 am to 6 pm',
          'Email: hello@sthanaworkspaces.in, answered within 4 working hours',
          'All Access Plus members: allaccess@sthanaworkspaces.in',
          'In the building: your community manager is on site Monday to Friday, 9 am to 7 pm, and Saturday, 10 am to 4 pm',
          'In the app: raise a ticket under Help, with photos if something needs fixing',
        ),
      ),
    },
    {
      heading: 'Urgent issues in the building',
      body: para(
        `For anything affecting safety or access, such as a lift stuck between floors, a water leak, a power failure on your floor or a lost access card after hours, speak to the security desk in the lobby, which is staffed 24x7, or call 1800 266 4545 and choose option 1. Urgent issues are acknowledged within 15 minutes at any time of day.`,
      ),
    },
    {
      heading: 'How we prioritise requests',
      body: para(
        bullets(
          'Urgent (safety, access, power, internet outage for the whole building): response within 15 minutes, resolution target 4 hours',
          'High (a conference room not working, internet issue in your office, AC failure): response within 1 hour, resolution target 1 working day',
          'Standard (billing questions, furniture requests, document requests): response within 4 working hours, resolution target 3 working days',
        ),
      ),
    },
    {
      heading: 'Escalation',
      body: para(
        `If your issue has not been resolved within the target time, or you are not satisfied with the answer, you can escalate it.`,
        bullets(
          "Level 1: your building's community manager, or hello@sthanaworkspaces.in",
          'Level 2: the city operations head, at escalations@sthanaworkspaces.in; please quote your ticket number',
          'Level 3: Head of Member Experience, at the same address with the subject line "Level 3"; we respond within 2 working days',
        ),
        `Privacy and personal data complaints go directly to our Grievance Officer, as described in our privacy policy.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'How do I get a GST invoice with my company details?',
      answer:
        'Add your GSTIN and registered business name under Billing in your account before you pay. For past bookings in the current month, write to hello@sthanaworkspaces.in and we will reissue the invoice. Invoices from earlier months cannot be changed once our GST return for that month has been filed.',
    },
    {
      question: 'When will I receive my refund?',
      answer:
        'Approved refunds are processed to the original payment method within 7 working days. Depending on your bank, it may take a further 2 to 3 days to appear in your statement.',
    },
    {
      question: 'I lost my access card. What should I do?',
      answer:
        'Inform reception or the security desk immediately so the card can be deactivated. A replacement card is issued the same day for ₹300.',
    },
    {
      question: 'How do I update the TDS we deducted?',
      answer:
        'Upload Form 16A under Billing in the app each quarter. Our finance team reconciles it against your account within 15 working days of the upload.',
    },
    {
      question: 'Can I visit a building before booking?',
      answer:
        'Yes. Tours are free and can be booked for any weekday between 10 am and 6 pm, or Saturday morning, through the enquiry form or by calling us.',
    },
  ],
  cta: {
    heading: 'Still need help?',
    text: 'Leave your details and the nature of your question, and the right team will call you back.',
    label: 'Request a call back',
    href: '#get-in-touch',
  },
}

// ---------------------------------------------------------------------------
// Policies
// ---------------------------------------------------------------------------

const policies: SeedPage = {
  path: 'policies',
  title: 'Policies | Sthana Workspaces',
  kind: 'policy',
  metaDescription:
    'The terms that govern Sthana bookings and memberships, how we handle your personal data, and our commitment to equal opportunity.',
  heroHeading: 'Our policies',
  heroSubheading: `The rules we work by, written to be read. If anything is unclear, write to hello@sthanaworkspaces.in and we will explain.`,
  sections: [
    {
      heading: 'Terms and Conditions',
      body: para(
        `The terms that apply when you use our website and app, book a day pass, conference room, studio or event space, or buy a bundle. They cover bookings, cancellations and refunds, payments and GST, the code of conduct in our buildings, liability and how disputes are resolved. Private office, virtual office and enterprise members also have a separate membership agreement.`,
      ),
    },
    {
      heading: 'Privacy Policy',
      body: para(
        `How Sthana Workspaces Private Limited collects, uses, shares and retains your personal data, in line with the Digital Personal Data Protection Act, 2023. It explains your rights as a Data Principal and how to reach our Grievance Officer.`,
      ),
    },
    {
      heading: 'Equal Opportunity Statement',
      body: para(
        `Our commitment to fair treatment in hiring, employment and access to our workspaces, regardless of gender, caste, religion, disability, age, sexual orientation or any other personal characteristic, and how to raise a concern.`,
      ),
    },
  ],
  cta: {
    heading: 'Questions about our policies?',
    text: 'Our team can help you understand how a policy applies to your booking or membership.',
    label: 'Contact support',
    href: '/support',
  },
}

const terms: SeedPage = {
  path: 'policies/terms-and-conditions',
  title: 'Terms and Conditions | Sthana Workspaces',
  kind: 'policy',
  metaDescription:
    'Terms for using Sthana websites, apps and on-demand workspaces: bookings, cancellations, refunds, payments and GST, conduct, liability and governing law.',
  heroHeading: 'Terms and Conditions',
  heroSubheading: `Last updated on 1 September 2026. Please read these terms carefully before making a booking.`,
  sections: [
    {
      heading: '1. About these terms',
      body: para(
        `1.1 These Terms and Conditions ("Terms") govern your use of the website sthanaworkspaces.in, the Sthana mobile app and all on-demand products offered by Sthana Workspaces Private Limited, a company incorporated under the Companies Act, 2013, with its registered office at 4th Floor, Meridian Tower, 100 Feet Road, Indiranagar, Bengaluru 560038 ("Sthana", "we", "us").`,
        `1.2 On-demand products include day passes, day-pass bundles, conference rooms, studios and event spaces. Private office, virtual office, All Access Plus and enterprise memberships are also governed by a separate membership agreement. If there is a conflict between these Terms and a signed membership agreement, the membership agreement prevails.`,
        `1.3 By creating an account or making a booking, you agree to these Terms. If you book on behalf of a company, you confirm that you are authorised to bind that company, and "you" includes the company.`,
      ),
    },
    {
      heading: '2. Accounts and eligibility',
      body: para(
        `2.1 You must be at least 18 years old to create an account or make a booking.`,
        `2.2 You must provide accurate information and keep it up to date. You are responsible for all bookings made through your account and must keep your login credentials confidential.`,
        `2.3 Every person entering a Sthana building must carry a valid government-issued photo identity document and present it at reception on request.`,
      ),
    },
    {
      heading: '3. Bookings',
      body: para(
        `3.1 A booking is confirmed only when payment is received in full and we send a confirmation by email or in the app.`,
        `3.2 A day pass entitles one named person to use an open desk in the booked building on the booked date, between 9 am and 8 pm or the building's published hours if shorter. Desks are allocated on a first-come basis and are not transferable to another person.`,
        `3.3 Conference rooms are booked for a minimum of one hour and then in 30-minute steps. Use of a room beyond the booked time without an extension is charged in 30-minute blocks at the prevailing hourly rate.`,
        `3.4 Day-pass bundle credits are valid for the period stated at purchase (60 days for 5-day bundles and 90 days for 10-day bundles). Credits that are not used within the validity period lapse.`,
        `3.5 We may relocate a booking to a comparable space in the same building, or in a nearby building with your consent, if the booked space becomes unavailable for reasons beyond our reasonable control.`,
      ),
    },
    {
      heading: '4. Cancellations, rescheduling and refunds',
      body: para(
        bullets(
          'Day passes: cancellable for a full refund until 11:59 pm on the day before the booked date. After that the booking is non-refundable, but may be rescheduled once to a date within 30 days.',
          'Conference rooms and studios: full refund if cancelled at least 24 hours before the start time; 50% refund if cancelled between 24 and 4 hours before; no refund if cancelled less than 4 hours before or in case of a no-show.',
          'Day-pass bundles: refundable in full within 7 days of purchase if no credit has been used. Partly used bundles are not refundable.',
          'Event spaces: as set out in the event booking confirmation.',
        ),
        `4.1 Approved refunds are made to the original payment method within 7 working days of approval. We are not responsible for additional time taken by your bank or payment provider to credit the amount.`,
        `4.2 If we cancel a booking because a building is closed or a space is unavailable, you may choose a full refund or a credit to your Sthana account of the same value.`,
        `4.3 Where a refund is made for a booking already invoiced, we will issue a GST credit note.`,
      ),
    },
    {
      heading: '5. Prices, payments and GST',
      body: para(
        `5.1 Prices are in Indian rupees and are exclusive of Goods and Services Tax (GST) unless stated otherwise. GST is charged at the rate applicable on the date of supply.`,
        `5.2 Payment for on-demand bookings is taken in advance by UPI, debit or credit card, or net banking. Membership fees are payable monthly in advance by the 7th of each month, and overdue amounts attract interest at 18% per annum from the due date.`,
        `5.3 To claim input tax credit, you must enter your correct GSTIN and legal name before payment. We issue a tax invoice from our GST registration in the state where the building is located. Invoice details cannot be changed after we have filed our GST return for the relevant month.`,
        `5.4 If you deduct tax at source, you must deposit it and provide the TDS certificate within the statutory timeline. Amounts for which a valid certificate is not received will be treated as outstanding.`,
        `5.5 Discounts, coupons and promotional offers cannot be combined unless the offer says so, and have no cash value.`,
      ),
    },
    {
      heading: '6. Use of the workspace and code of conduct',
      body: para(
        `6.1 Our buildings are shared workplaces. You, your employees and your guests must:`,
        bullets(
          'treat members, guests and Sthana staff with courtesy and respect; harassment, discrimination or abusive behaviour of any kind is not tolerated',
          'keep noise to a level appropriate for a shared office and take calls in phone booths or meeting rooms',
          'not smoke, vape or consume alcohol or any intoxicating substance on the premises, except alcohol at licensed events',
          'not bring weapons, hazardous materials or pets, other than assistance animals',
          'not carry on any unlawful activity or any business that competes with Sthana from the premises',
          "not access or attempt to access other members' networks, devices or data, or install network equipment without our written consent",
          'follow the instructions of Sthana staff and building security, including during fire drills and emergencies',
        ),
        `6.2 You are responsible for your guests and for any damage to Sthana property caused by you or your guests, beyond normal wear and tear.`,
        `6.3 We may ask any person who breaches this code to leave the premises, without refund.`,
      ),
    },
    {
      heading: '7. Liability and indemnity',
      body: para(
        `7.1 We will provide the services with reasonable skill and care. We do not guarantee that internet, power or any facility will be uninterrupted or error-free, and we will take reasonable steps to restore them promptly.`,
        `7.2 You are responsible for your belongings. We are not liable for the loss of, or damage to, personal property brought into a building, except where caused by our negligence.`,
        `7.3 To the extent permitted by law, we are not liable for any indirect or consequential loss, or any loss of profit, revenue, data or business opportunity. Our total liability arising from any booking is limited to the amount you paid for that booking.`,
        `7.4 Nothing in these Terms limits liability for death or personal injury caused by negligence, or for fraud, or any other liability that cannot be limited by law.`,
        `7.5 You agree to indemnify Sthana against claims by third parties arising from your breach of these Terms or from unlawful use of the premises by you or your guests.`,
      ),
    },
    {
      heading: '8. Suspension, termination and changes',
      body: para(
        `8.1 We may suspend or close your account if you breach these Terms, fail to pay amounts due or use our services unlawfully. We will give you notice and a chance to respond except where immediate action is needed for safety or legal reasons.`,
        `8.2 We are not liable for failure or delay caused by events beyond our reasonable control, including natural disasters, floods, epidemics, government orders, strikes and failure of public utilities.`,
        `8.3 We may update these Terms from time to time. The version in force on the date of your booking applies to that booking. We will notify members of material changes by email at least 15 days before they take effect.`,
      ),
    },
    {
      heading: '9. Governing law and disputes',
      body: para(
        `9.1 These Terms are governed by the laws of India.`,
        `9.2 If you have a complaint, please contact us first at hello@sthanaworkspaces.in or on 1800 266 4545, and follow the escalation process on our support page. Both parties will try in good faith to resolve any dispute within 30 days.`,
        `9.3 Subject to clause 9.2, the courts at Bengaluru, Karnataka, shall have exclusive jurisdiction over any dispute arising out of or in connection with these Terms. Nothing in this clause limits any right you may have under the Consumer Protection Act, 2019.`,
      ),
    },
  ],
  cta: {
    heading: 'Questions about these terms?',
    text: 'Our support team can explain how these terms apply to your booking.',
    label: 'Contact support',
    href: '/support',
  },
}

const privacy: SeedPage = {
  path: 'policies/privacy',
  title: 'Privacy Policy | Sthana Workspaces',
  kind: 'policy',
  metaDescription:
    'How Sthana Workspaces collects, uses, shares and retains personal data under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.',
  heroHeading: 'Privacy Policy',
  heroSubheading: `Last updated on 1 September 2026. This policy explains how we handle your personal data and the rights you have under the Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      heading: '1. Who we are and what this policy covers',
      body: para(
        `1.1 Sthana Workspaces Private Limited, 4th Floor, Meridian Tower, 100 Feet Road, Indiranagar, Bengaluru 560038 ("Sthana", "we"), is the Data Fiduciary for the personal data described in this policy.`,
        `1.2 This policy applies to personal data we process in digital form, or in non-digital form that is later digitised, when you visit sthanaworkspaces.in, use the Sthana app, book or use our workspaces, visit our buildings as a guest, apply for a job with us, or otherwise interact with us. It does not cover the websites or services of other companies, even if linked from our website.`,
      ),
    },
    {
      heading: '2. Personal data we collect',
      body: para(
        bullets(
          'Identity and contact data: name, mobile number, email address, company name and designation',
          'KYC data for virtual office and membership agreements: PAN, Aadhaar (with the first eight digits masked), passport or other identity documents, and address proof',
          'Billing data: GSTIN, billing address, transaction references and payment status. We do not store full card numbers; payments are processed by a licensed payment aggregator',
          'Booking and usage data: bookings, check-ins, access-card entries, Wi-Fi connection logs and support tickets',
          'CCTV footage from common areas of our buildings',
          'Guest data: name, mobile number and the member you are visiting',
          'Device and website data: IP address, device identifiers, browser type and cookies, as described in section 4',
          'Candidate data: CV, work history and interview notes, if you apply for a job with us',
        ),
      ),
    },
    {
      heading: '3. Why we process your personal data',
      body: para(
        `3.1 We process personal data on the basis of your consent, or for a legitimate use permitted under section 7 of the Act, such as where you have voluntarily provided data for a specific purpose, or to comply with law.`,
        bullets(
          'To create your account, confirm bookings and provide access to our buildings',
          'To complete KYC and issue documents for virtual office and membership agreements',
          'To raise GST invoices, collect payments and process refunds',
          'To keep our buildings safe, including visitor management, access control and CCTV',
          'To respond to support requests and improve our services',
          'To send you marketing communications about Sthana products and events, only with your consent, which you can withdraw at any time',
          'To comply with tax, company and other laws, and with lawful requests from government authorities',
        ),
        `3.2 Where we rely on consent, we will give you a notice describing the personal data and the purpose before asking for it, and you may withdraw consent as easily as you gave it. Withdrawal does not affect processing already carried out, but we may not be able to continue providing a service that depends on it.`,
      ),
    },
    {
      heading: '4. Cookies and similar technologies',
      body: para(
        `4.1 We use strictly necessary cookies to keep you logged in and to secure our website. With your consent, we also use analytics cookies to understand how visitors use our website and improve it. You can change your choices at any time through the cookie settings link in the website footer.`,
      ),
    },
    {
      heading: '5. Sharing and transfers',
      body: para(
        `5.1 We do not sell your personal data. We share it only with:`,
        bullets(
          'Data Processors who act on our instructions, such as cloud hosting, payment processing, email and SMS delivery, and customer support providers, under contracts that require them to protect your data',
          'Facility partners who operate reception and security in our buildings, to the extent needed to manage access',
          'Building owners, where required for your virtual office or membership documents',
          'Professional advisers, auditors and insurers, under confidentiality obligations',
          'Government authorities, courts and law enforcement agencies, where required by law',
        ),
        `5.2 Our primary systems are hosted in India. Where personal data is transferred outside India, we do so only to countries not restricted by the Central Government under section 16 of the Act, and with appropriate contractual safeguards.`,
      ),
    },
    {
      heading: '6. How long we keep your data',
      body: para(
        bullets(
          'Account and booking data: for as long as your account is active, and for 3 years after your last booking',
          'Invoices, payment and KYC records: for 8 years after the end of the relevant financial year, as required by tax and company law',
          'CCTV footage: 30 days, unless needed for an investigation',
          'Visitor logs and access-card entries: 180 days',
          'Marketing preferences: until you withdraw consent',
          'Candidate data: 12 months after the hiring decision, unless you are hired',
        ),
        `When the retention period ends, or when the purpose has been served and no law requires us to keep it, we erase the personal data or irreversibly anonymise it.`,
      ),
    },
    {
      heading: '7. Your rights as a Data Principal',
      body: para(
        `Subject to the Act and the rules made under it, you have the right to:`,
        bullets(
          'obtain a summary of the personal data we process about you and the processing activities, and the identities of those we have shared it with',
          'have inaccurate or incomplete personal data corrected, completed or updated',
          'have personal data erased when it is no longer needed for the purpose for which it was collected, unless we must keep it by law',
          'withdraw any consent you have given',
          'nominate another person to exercise your rights in the event of your death or incapacity',
          'have your grievances addressed by us, and if you are not satisfied, complain to the Data Protection Board of India',
        ),
        `To exercise your rights, write to the Grievance Officer at the address below or use the Privacy section in the app. We may ask you to verify your identity before acting on a request. You also have duties under the Act, including not to impersonate another person or file false or frivolous complaints.`,
      ),
    },
    {
      heading: '8. Security, breaches and children',
      body: para(
        `8.1 We protect personal data with reasonable security safeguards, including encryption in transit and at rest, role-based access controls, logging and regular security testing of our systems and those of our key Data Processors.`,
        `8.2 If a personal data breach occurs, we will inform the Data Protection Board of India and affected Data Principals as required by the Act and the rules, describing the breach, its likely consequences and the steps we are taking.`,
        `8.3 Our services are meant for adults. We do not knowingly collect personal data of children under 18. If a child visits a building with a parent, we record only the information the parent provides for safety purposes, with the parent's consent.`,
      ),
    },
    {
      heading: '9. Grievance Officer and changes to this policy',
      body: para(
        `9.1 If you have a question, complaint or request about your personal data, contact our Grievance Officer:`,
        bullets(
          'Name: Meera Raghunathan, Grievance Officer',
          'Email: grievance@sthanaworkspaces.in',
          'Post: Sthana Workspaces Private Limited, 4th Floor, Meridian Tower, 100 Feet Road, Indiranagar, Bengaluru 560038',
        ),
        `9.2 We acknowledge grievances within 2 working days and respond within the period prescribed under the Act and the rules, and in any case aim to resolve them within 30 days.`,
        `9.3 We may update this policy to reflect changes in our services or the law. We will post the updated policy here with a new date and, for material changes, notify you by email or in the app.`,
      ),
    },
  ],
  cta: {
    heading: 'Manage your privacy choices',
    text: 'Update your marketing preferences or request a copy of your data from the Privacy section of your account, or write to our Grievance Officer.',
    label: 'Contact support',
    href: '/support',
  },
}

const equalOpportunity: SeedPage = {
  path: 'policies/equal-opportunity-statement',
  title: 'Equal Opportunity Statement | Sthana Workspaces',
  kind: 'policy',
  metaDescription:
    'Sthana is committed to equal opportunity in hiring, employment and access to its workspaces, free from discrimination and harassment.',
  heroHeading: 'Equal Opportunity Statement',
  heroSubheading: `Last updated on 1 September 2026. Everyone who works at, with or in Sthana deserves to be treated fairly.`,
  sections: [
    {
      heading: '1. Our commitment',
      body: para(
        `1.1 Sthana Workspaces Private Limited is an equal opportunity employer. We make decisions about recruitment, pay, training, promotion, transfer and termination on the basis of merit, qualifications and the needs of the role.`,
        `1.2 We do not discriminate on the basis of gender, gender identity or expression, sexual orientation, caste, religion, creed, race, colour, ethnicity, region or state of origin, language, marital status, pregnancy, age, disability, HIV status or any other characteristic protected by law.`,
      ),
    },
    {
      heading: '2. Who this statement applies to',
      body: para(
        `2.1 This statement applies to all employees, candidates, interns and trainees of Sthana, and to the employees of our facility partners while they work in our buildings.`,
        `2.2 It also applies to how we treat members and their guests. Access to our workspaces, services and events will not be refused or restricted on any of the grounds listed in section 1.`,
      ),
    },
    {
      heading: '3. Accessibility and reasonable accommodation',
      body: para(
        `3.1 In line with the Rights of Persons with Disabilities Act, 2016, we provide reasonable accommodation to candidates and employees with disabilities, such as accessible interview venues, assistive technology, adjusted working hours or modified duties.`,
        `3.2 Candidates can request an accommodation at any stage of the hiring process by writing to careers@sthanaworkspaces.in. Requests are handled confidentially and do not affect the hiring decision.`,
        `3.3 We are working to make all our buildings, our website and our app accessible, and we publish progress in our annual impact report.`,
      ),
    },
    {
      heading: '4. Prevention of harassment',
      body: para(
        `4.1 We have zero tolerance for harassment of any kind. Sthana has a policy on the prevention of sexual harassment in line with the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013, and has constituted an Internal Committee, chaired by a senior woman employee and including an external member, for each of its offices.`,
        `4.2 We also protect transgender persons from discrimination and harassment in line with the Transgender Persons (Protection of Rights) Act, 2019.`,
        `4.3 All employees complete training on this statement and on our prevention of sexual harassment policy when they join, and every year after that.`,
      ),
    },
    {
      heading: '5. Raising a concern',
      body: para(
        `5.1 Anyone who believes they have been treated unfairly can raise a concern with their manager, the People team, or, for complaints of sexual harassment, the Internal Committee at ic@sthanaworkspaces.in. Members and guests can raise concerns with their community manager or at hello@sthanaworkspaces.in.`,
        `5.2 Concerns are investigated promptly, fairly and confidentially. We do not tolerate retaliation against anyone who raises a concern in good faith or takes part in an investigation, and retaliation is itself treated as misconduct.`,
      ),
    },
    {
      heading: '6. Review',
      body: para(
        `6.1 Our leadership team reviews this statement every year, together with data on hiring, pay equity and representation across our teams, and reports a summary in our annual impact report.`,
      ),
    },
  ],
  cta: {
    heading: 'Join our team',
    text: 'We welcome applications from people of every background.',
    label: 'See careers at Sthana',
    href: '/careers',
  },
}

// ---------------------------------------------------------------------------
// Programmes
// ---------------------------------------------------------------------------

const loyaltyProgram: SeedPage = {
  path: 'workspaces/on-demand/loyalty-program',
  title: 'Sthana On-Demand Loyalty Programme: 20% Off Day Passes and Rooms',
  kind: 'program',
  metaDescription:
    'Join the Sthana loyalty programme for ₹1,199: 20% off day passes and conference rooms for 6 months, plus a free conference-room hour.',
  heroHeading: 'Book often? Pay less every time.',
  heroSubheading: `One membership fee, 20% off every day pass and conference room for 6 months, and a free conference-room hour to start you off.`,
  sections: [
    {
      heading: 'Your benefits',
      body: para(
        bullets(
          '20% off every day pass and conference-room booking, in every Sthana building in all eight cities',
          'One free hour in a conference room of up to 6 seats, to use at any time during your membership',
          'Early access to new buildings and members-only event invitations',
          'Priority support on the phone line',
        ),
        `If you book two day passes a month at ₹699, the discount alone covers your membership fee within about four months, before counting the free conference-room hour.`,
      ),
    },
    {
      heading: 'Price and validity',
      body: para(
        `The loyalty membership costs ₹1,199 plus GST and is valid for 180 days from the date of purchase. It is linked to one person's Sthana account and cannot be shared or transferred.`,
        `The free conference-room hour must be used within the 180-day validity period. It can be applied to any available slot and does not carry over to a renewed membership.`,
      ),
    },
    {
      heading: 'Renewal',
      body: para(
        `Memberships do not renew automatically. We remind you 15 days and 3 days before expiry. Renew at any time in the last 15 days and your new 180-day period starts the day after the current one ends, with a fresh free conference-room hour.`,
      ),
    },
    {
      heading: 'Programme terms',
      body: para(
        bullets(
          'The 20% discount applies to the list price of single day passes and conference rooms, and not to day-pass bundles, studios, events or memberships',
          'The discount cannot be combined with coupon codes or other promotional offers',
          'Cancellation and refund rules for individual bookings are the same as for non-members',
          'The membership fee is refundable in full within 7 days of purchase if no discount or free hour has been used',
        ),
      ),
    },
  ],
  faqs: [
    {
      question: 'Can I use the discount on bookings for my colleagues?',
      answer: 'Yes, for conference rooms you book and attend. Day passes are discounted only when booked in your own name.',
    },
    {
      question: 'Is the discount applied automatically?',
      answer:
        'Yes. Once you are logged in, the discounted price is shown at checkout, with the saving listed separately on your GST invoice.',
    },
    {
      question: 'What happens to my free hour if I cancel the booking I used it on?',
      answer:
        'If you cancel at least 24 hours before the start time, the free hour is returned to your account. Later cancellations use up the free hour.',
    },
    {
      question: 'Can a company buy loyalty memberships for employees?',
      answer:
        'Companies are better served by On-Demand for Business, which offers bonus credits on top-ups, spend controls and one monthly invoice.',
    },
  ],
  cta: {
    heading: 'Join the loyalty programme',
    text: 'Start saving from your next booking.',
    label: 'Become a loyalty member',
    href: '/account/#loyalty',
  },
}

const referProgram: SeedPage = {
  path: 'workspaces/on-demand/refer',
  title: 'Refer a Friend to Sthana On-Demand and Get a Free Meeting-Room Hour',
  kind: 'program',
  metaDescription:
    'Invite a friend to Sthana on-demand. They get ₹100 off their first day pass, and you get a free conference-room hour when they make their first booking.',
  heroHeading: 'Share Sthana, get a free meeting-room hour',
  heroSubheading: `Send your referral link to a friend. When they make their first paid booking, you get a free hour in a conference room and they save ₹100.`,
  sections: [
    {
      heading: 'How it works',
      body: para(
        bullets(
          'Find your personal referral link under Refer a friend in the Sthana app or your account page',
          'Share it with a friend who has never booked with Sthana',
          'Your friend signs up with the link and gets ₹100 off their first day pass',
          'When they complete a paid booking of ₹499 or more, you receive one free conference-room hour',
        ),
      ),
    },
    {
      heading: 'Using your free hour',
      body: para(
        `The free hour can be used in any conference room of up to 6 seats, in any Sthana building, within 60 days of being credited. Select it at checkout when booking a room. If you book longer than an hour, the remaining time is charged at the normal rate.`,
      ),
    },
    {
      heading: 'Programme terms',
      body: para(
        bullets(
          'You can earn up to 10 free hours in a calendar year',
          'The referred friend must be a new Sthana customer with a mobile number and email not previously registered',
          "Rewards are credited after the friend's booking date has passed and the booking has not been cancelled",
          'Free hours have no cash value and cannot be transferred',
          'Self-referrals and referrals made through paid advertising are not eligible',
        ),
        `Sthana may withdraw rewards obtained through misuse of the programme and may change or end the programme with notice on this page.`,
      ),
    },
  ],
  faqs: [
    {
      question: 'When will I receive my free hour?',
      answer:
        "Within 48 hours after your friend's first booking date, provided the booking was not cancelled. You will get an email and an app notification.",
    },
    {
      question: 'Can I refer a company instead of a friend?',
      answer: 'Yes. For companies looking for a private office, our company referral programme pays ₹1,000 per seat signed, up to ₹2 lakh.',
    },
    {
      question: 'Can my friend combine the ₹100 discount with other offers?',
      answer:
        'The ₹100 referral discount cannot be combined with other coupon codes on the same booking, but your friend can still join the loyalty programme afterwards.',
    },
  ],
  cta: {
    heading: 'Get your referral link',
    text: 'Log in to your account to copy and share your personal link.',
    label: 'Refer a friend',
    href: '/account/#referral',
  },
}

// ---------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------

const landlords: SeedPage = {
  path: 'partners/landlords',
  title: 'Partner with Sthana: For Property Owners and Landlords',
  kind: 'partner',
  metaDescription:
    'Turn vacant commercial floors into managed, fully occupied workspace. Sthana partners with property owners on leases, management agreements and revenue share.',
  heroHeading: 'Let your building work harder',
  heroSubheading: `Sthana partners with owners of commercial buildings in our eight cities to create managed workspaces that attract quality occupiers and lift the value of the asset.`,
  sections: [
    {
      heading: 'Partnership models',
      body: para(
        bullets(
          'Lease: Sthana leases the space on a long-term basis, typically 9 years with lock-in, and pays a fixed monthly rent with agreed escalation',
          'Management agreement: you fund the fit-out, Sthana designs, operates and sells the space, and you receive the operating income after a management fee',
          'Revenue share: a hybrid model with a lower base rent and a share of revenue above an agreed threshold',
        ),
        `We will help you compare the models against your return expectations, tax position and appetite for risk.`,
      ),
    },
    {
      heading: 'What we look for',
      body: para(
        bullets(
          'Grade A or good Grade B commercial buildings with an occupancy certificate and fire NOC',
          '20,000 to 1,50,000 sq ft of available space, ideally on contiguous floors',
          'Within a 10-minute walk of a metro station or a major transit corridor',
          'Floor plates of at least 8,000 sq ft with good natural light',
          'Adequate power load, DG backup and parking',
        ),
      ),
    },
    {
      heading: 'What owners get',
      body: para(
        `Managed workspaces bring a diverse base of occupiers, from startups to enterprise teams, which reduces the risk of a single large tenant leaving. Our buildings typically reach 80% occupancy within 9 months of opening. We maintain the premises to a high standard, handle all member contracts and collections, and provide monthly reporting on occupancy, revenue and maintenance.`,
      ),
    },
    {
      heading: 'How we work together',
      body: para(
        `After an initial site visit, our real-estate team shares a feasibility study and indicative terms within 3 weeks. Once terms are agreed and the agreement is signed, design and fit-out usually take 4 to 6 months before the building opens.`,
      ),
    },
  ],
  cta: {
    heading: 'Tell us about your property',
    text: 'Share the location, area and current status of your building. Our real-estate team will respond within 5 working days.',
    label: 'Submit your property',
    href: '#get-in-touch',
  },
}

const channelPartners: SeedPage = {
  path: 'partners/channel',
  title: 'Channel Partner Programme | Sthana Workspaces',
  kind: 'partner',
  metaDescription:
    'CA firms, company secretaries and incubators: offer Sthana virtual offices and on-demand workspace to your clients and earn recurring commission.',
  heroHeading: 'Add workspace to what you offer your clients',
  heroSubheading: `Chartered accountants, company secretaries, incubators and business-service firms partner with Sthana to offer virtual offices and flexible workspace to their clients.`,
  sections: [
    {
      heading: 'Who the programme is for',
      body: para(
        `Our channel partners are firms whose clients regularly need a business address or a place to work: CA and CS practices that handle incorporation and GST registration, startup incubators and accelerators, HR and payroll firms, and IT service providers for small businesses.`,
      ),
    },
    {
      heading: 'What you earn',
      body: para(
        bullets(
          '15% of the plan value on every virtual office plan sold through your partner link',
          "10% of the first three months' fees for private offices of up to 10 seats",
          '5% of wallet top-ups for companies you bring to On-Demand for Business, in their first year',
        ),
        `Commission is paid monthly, against a GST invoice from your firm, for all payments received from your clients in the previous month. TDS is deducted as applicable.`,
      ),
    },
    {
      heading: 'Tools you get',
      body: para(
        bullets(
          'A partner dashboard with your clients, their plan status and commission earned',
          'A unique partner link and co-branded ordering page',
          'Bulk KYC upload for clients who need virtual offices in several cities',
          'A partner manager who can fast-track documents for urgent registrations',
        ),
      ),
    },
    {
      heading: 'How to join',
      body: para(
        `Submit your firm's details, PAN and GSTIN through the enquiry form. Our partnerships team will schedule a short call, share the channel partner agreement and activate your dashboard, usually within 5 working days.`,
      ),
    },
  ],
  cta: {
    heading: 'Become a channel partner',
    text: 'Start offering Sthana workspaces to your clients this month.',
    label: 'Apply to the programme',
    href: '#get-in-touch',
  },
}

// ---------------------------------------------------------------------------
// Campaign and guided flow
// ---------------------------------------------------------------------------

const festiveOffer: SeedPage = {
  path: 'festiveoffer',
  title: 'Festive Offer: Up to 30% Off Private Offices | Sthana Workspaces',
  kind: 'landing',
  metaDescription:
    'Sign a private office at Sthana between October and December 2026 and save up to 30% on your monthly fee. Move in by 31 January 2027. T&Cs apply.',
  heroHeading: 'This festive season, give your team a new office',
  heroSubheading: `Save up to 30% on private offices in all eight Sthana cities. Sign by 31 December 2026 and move in by 31 January 2027.`,
  sections: [
    {
      heading: 'The offer',
      body: para(
        bullets(
          '30% off the monthly fee for the first 6 months on agreements of 24 months or more',
          '20% off the monthly fee for the first 6 months on agreements of 12 to 23 months',
          'Standard security deposit of two months, calculated on the undiscounted fee',
          'Offices for 4 to 50 people, ready in 7 days',
        ),
        `For a 10-seat office at ₹11,000 per seat per month, that is a saving of up to ₹1,98,000 over the first six months, before GST.`,
      ),
    },
    {
      heading: 'Why move now',
      body: para(
        `Many teams finalise budgets and hiring plans for the new calendar year in the last quarter. Signing during the festive season means your office is ready before January hiring begins, at a price that is locked for the full term.`,
      ),
    },
    {
      heading: 'Terms and conditions',
      body: para(
        bullets(
          'Eligibility: new private office agreements by companies, LLPs, partnerships and proprietorships that do not currently hold a private office with Sthana. Existing members taking an office in a different building are eligible for that new office only.',
          'Validity: the agreement must be signed and the security deposit paid between 1 October 2026 and 31 December 2026, both days inclusive.',
          'Move-in: the licence must start no later than 31 January 2027.',
          'Minimum tenure: 12 months. The 30% discount requires a minimum tenure of 24 months.',
          'Minimum size: 4 seats. Available only in participating buildings, subject to availability.',
          'Non-combinable: the offer cannot be combined with any other discount, referral reward, loyalty benefit or negotiated enterprise pricing.',
          'Early exit: if the agreement is terminated before the end of the lock-in, the discount received will be recovered from the security deposit.',
          'The discount applies to the base monthly fee only, not to add-on services, extra conference-room hours, parking or GST.',
          'Sthana Workspaces Private Limited reserves the right to modify or withdraw the offer before an agreement is signed. Signed agreements are not affected.',
        ),
      ),
    },
  ],
  cta: {
    heading: 'Claim your festive price',
    text: 'Tell us your team size and city, and we will share available offices with the festive price applied.',
    label: 'Get my festive quote',
    href: '#get-in-touch',
  },
}

const guidedSelling: SeedPage = {
  path: 'guided-selling',
  title: 'Find the Right Workspace | Sthana Workspaces',
  kind: 'landing',
  metaDescription:
    'Answer a few quick questions about your team, city and needs, and Sthana will recommend the workspace that suits you, with nearby buildings and prices.',
  heroHeading: 'Find the right workspace',
  heroSubheading: `A few quick questions, under a minute. We will suggest the option that fits how you work, and show you the buildings nearest to you.`,
  sections: [
    {
      heading: 'Start with what you are looking for',
      body: bullets(
        '[Private office space](/guided-selling/private-office-space): a furnished, lockable office for your team',
        '[Co-working space](/guided-selling/co-working-space): a desk by the day, or every day',
        '[Virtual office](/guided-selling/virtual-office): a business address for registration, GST or mail',
        '[Events and shoots](/guided-selling/events-and-shoots): launches, workshops, offsites and shoots',
      ),
    },
    {
      heading: 'What we will ask',
      body: para(
        bullets(
          'How many people need a place to work?',
          'How often will you come in: a few days a month, a few days a week, or every day?',
          'Which city, and which part of it, is most convenient for you?',
          'Do you need a registered business address for GST or company registration?',
        ),
      ),
    },
    {
      heading: 'What you will get',
      body: para(
        `A recommendation such as a day-pass bundle, All Access Plus, a private office or a virtual office plan, with indicative monthly costs and the three nearest Sthana buildings. You can book on-demand products straight away, or ask an advisor to call you with a detailed quote. We do not ask for your phone number unless you request a call.`,
      ),
    },
  ],
  cta: {
    heading: 'Prefer to talk to someone?',
    text: 'Our workspace advisors are available Monday to Saturday, 9 am to 7 pm, on 1800 266 4545.',
    label: 'Request a call back',
    href: '#get-in-touch',
  },
}

export const PAGES: SeedPage[] = [
  home,
  workspaces,
  onDemand,
  virtualOffice,
  onDemandBusiness,
  dayPass,
  conferenceRoom,
  allAccessPlus,
  labs,
  privateOffice,
  enterprise,
  events,
  advertise,
  studios,
  businessSolutions,
  workplace,
  careers,
  brokers,
  impact,
  referrals,
  amenities,
  support,
  policies,
  terms,
  privacy,
  equalOpportunity,
  loyaltyProgram,
  referProgram,
  landlords,
  channelPartners,
  festiveOffer,
  guidedSelling,
]
