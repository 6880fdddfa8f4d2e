// Blog posts for Sthana Workspaces. Pure data: no I/O.
import type { SeedPost } from '../types'

// Paragraphs are separated by a blank line; bullet items are lines starting with '- '.
const para = (...parts: string[]): string => parts.join('\n\n')
const bullets = (...items: string[]): string => items.map((item) => `- ${item}`).join('\n')

export const POSTS: SeedPost[] = [
  {
    slug: 'day-pass-or-private-office',
    title: 'Day pass or private office? How to choose the right workspace for your stage',
    excerpt:
      'A desk by the day is the cheapest way to start, but it stops being cheap sooner than most people think. Here is a simple way to work out when to switch.',
    author: 'Ananya Krishnan',
    publishedAt: '2025-07-14',
    tags: ['On-demand', 'Private offices', 'Guides'],
    sections: [
      {
        heading: 'Start with how often you actually come in',
        body: para(
          `The most common mistake we see is choosing a workspace based on how often people intend to work from an office, rather than how often they do. Before you compare prices, look back at the last eight weeks. How many days did you, or your team, genuinely need a desk away from home? Client calls from a noisy flat, a deadline week, an interview you did not want to take from your bedroom: count them all.`,
          `If the answer is fewer than six days a month, a day pass or a 5-day bundle is almost always the right choice. You pay only for what you use, you can pick the building closest to where you are that day, and there is no contract to worry about.`,
        ),
      },
      {
        heading: 'Where the numbers cross over',
        body: para(
          `Take a Bangalore building where a day pass costs ₹699 and a private office costs ₹11,000 per seat per month. A 10-day bundle at about 18% off brings the day price to roughly ₹575. At that rate, a single person working 20 or more days a month spends more on day passes than on a dedicated seat.`,
          `For a team, the crossover comes earlier, because a private office includes things day passes do not: a lockable door, storage, a fixed address for registration, meeting-room credits and a place to leave a monitor overnight. Most teams of three or more who work together four days a week save money with a small private office.`,
          bullets(
            'Fewer than 6 days a month: single day passes',
            '6 to 15 days a month: day-pass bundles, or All Access Plus if you move between areas or cities',
            'More than 15 days a month, or a team of three or more: a private office',
          ),
        ),
      },
      {
        heading: 'The costs that are easy to miss',
        body: para(
          `Price per seat is not the whole story. With day passes, you carry your laptop and charger every day, you may not get the same desk twice, and you book meeting rooms separately. With a private office, there is usually a security deposit of two months' fees and a minimum term of six months or more, which ties up cash a young company might need elsewhere.`,
          `Both options come with GST invoices, so if your business is registered, the 18% GST is recoverable as input tax credit in either case. Freelancers who are not registered for GST should compare the prices including tax.`,
        ),
      },
      {
        heading: 'You do not have to decide forever',
        body: para(
          `The good news is that neither choice locks you in for long. Many of our private office members started with day passes in the same building, got to know the community team and the neighbourhood, and moved into a cabin when the team grew. If you are unsure, try a 10-day bundle for a month and keep a note of which days you used it. The pattern usually makes the decision for you.`,
        ),
      },
    ],
  },
  {
    slug: 'gst-registration-virtual-office-address',
    title: 'Registering for GST with a virtual office address: what you need and what to expect',
    excerpt:
      'A virtual office can be your principal place of business for GST, provided the paperwork is in order. Here are the documents, the process and the mistakes that cause rejections.',
    author: 'Rohit Malhotra',
    publishedAt: '2025-09-02',
    tags: ['Virtual office', 'GST', 'Compliance'],
    sections: [
      {
        heading: 'Why businesses use a virtual office for GST',
        body: para(
          `GST registration is tied to a place of business in each state where you make taxable supplies. A consultant working from home in Pune who wins a client in Karnataka, an online seller who needs an additional place of business in Haryana, a founder who would rather not put their residential address on every invoice: all of them need a commercial address they can legitimately use.`,
          `A virtual office gives you that address, along with the documents the GST department asks for, without the cost of renting a physical office you do not need.`,
        ),
      },
      {
        heading: 'Documents you will need',
        body: para(
          `For a rented or licensed premises, the GST portal asks for proof that you have the right to use the address. With a virtual office, these come from your provider:`,
          bullets(
            'A no objection certificate or consent letter from the owner of the premises',
            'The rent, lease or leave and licence agreement in your business name',
            'A recent electricity bill, property tax receipt or municipal khata copy for the premises',
          ),
          `You will also need the usual business documents: PAN of the business, identity and address proof and a photograph of the proprietor, partners or directors, the certificate of incorporation or partnership deed if applicable, and an authorisation for the signatory.`,
        ),
      },
      {
        heading: 'The process, step by step',
        body: para(
          bullets(
            'Part A of form GST REG-01: PAN, mobile number and email are verified with one-time passwords, and you receive a temporary reference number',
            'Part B: business details, principal place of business, promoters, bank account and the documents above are uploaded',
            'Aadhaar authentication: if you opt for it and it succeeds, the application is usually processed within 7 working days',
            'Verification: if you do not opt for Aadhaar authentication, or if the officer decides the risk profile requires it, a physical verification of the premises may be carried out before approval, which can take up to 30 days',
          ),
          `If the officer raises a query, you receive a notice on the portal and generally have 7 working days to reply. Most queries about virtual office addresses concern unclear NOCs, mismatched names between the agreement and the application, or utility bills that are too old.`,
        ),
      },
      {
        heading: 'Physical verification and display requirements',
        body: para(
          `A physical verification is nothing to fear if your provider is prepared for it. The officer will want to see that the business name is displayed at the premises and that someone at the reception knows about your registration. At Sthana, every virtual office client's name is on the reception directory, and our community managers are briefed on how to assist verifying officers and share the signed agreement.`,
          `After registration, the law requires you to display your GST registration certificate at the principal place of business and your GSTIN on the name board. Send a copy of the certificate to your provider so it can be displayed at reception.`,
        ),
      },
      {
        heading: 'Mistakes that cause rejections',
        body: para(
          bullets(
            'Using the legal name in one document and the trade name in another. Make sure the agreement and NOC carry the exact legal name from your PAN.',
            'Uploading a utility bill older than three months, or a blurred scan',
            'Declaring activities, such as storing goods, that a virtual office cannot support. If you keep stock, declare the warehouse as an additional place of business.',
            'Letting the virtual office plan lapse while the GST registration is still active, which can lead to cancellation proceedings',
          ),
          `If you are not sure how to fill in a particular field, speak to your chartered accountant before you submit. Correcting an application is much easier than replying to a show cause notice.`,
        ),
      },
    ],
  },
  {
    slug: 'hybrid-work-guide-indian-teams',
    title: 'A practical hybrid-work guide for Indian teams',
    excerpt:
      'Long commutes, monsoon disruptions and teams spread across cities make hybrid work in India different. Here is what works, based on how our members organise their weeks.',
    author: 'Kavya Iyer',
    publishedAt: '2026-01-20',
    tags: ['Hybrid work', 'Teams', 'Guides'],
    sections: [
      {
        heading: 'Design around the commute, not the calendar',
        body: para(
          `In most Indian metros, the commute decides whether hybrid work succeeds. A 25-kilometre trip across Bangalore or from Noida to Gurgaon can take 90 minutes each way at peak hour. Ask people to make that journey to sit on video calls, and they will quietly stop coming in.`,
          `Start by mapping where your team lives. If a large share lives far from the main office, consider a hub-and-spoke setup: a central office for collaboration days, and day passes or All Access Plus memberships at buildings near where people live for focused work.`,
        ),
      },
      {
        heading: 'Anchor days that mean something',
        body: para(
          `The teams that make hybrid work well choose one or two anchor days a week when everyone is expected in, and protect those days for work that benefits from being together: planning, reviews, whiteboard sessions, onboarding and team lunches. Individual focus work is pushed to the other days.`,
          bullets(
            'Pick anchor days by team, not for the whole company, so meeting rooms are not overbooked on a single day',
            'Avoid Mondays and Fridays if many people travel home to another city on weekends',
            'Publish the agenda for anchor days in advance, so people know why they are coming in',
            'Keep anchor days free of calls with people who are not in the office, wherever possible',
          ),
        ),
      },
      {
        heading: 'Plan for monsoons, festivals and outages',
        body: para(
          `Heavy rain in Mumbai in July, waterlogging on the Outer Ring Road in Bangalore, winter smog days in Delhi NCR: each city has weeks when travel becomes unreasonable. Write a simple rule into your hybrid policy that lets managers switch an anchor day to remote when the city issues a weather advisory, without anyone needing to ask.`,
          `Plan around the festival calendar too. Diwali, Pongal, Onam and Durga Puja fall at different times and carry different weight across regions, so a company-wide anchor day in October will clash with someone's important week.`,
        ),
      },
      {
        heading: 'Write the policy down, and review it',
        body: para(
          `A hybrid policy does not need to be long, but it does need to be written. It should answer a few questions clearly: how many days people are expected in, who decides the anchor days, what the company pays for (day passes near home, internet at home, travel between cities), and how exceptions are handled.`,
          `Review it every six months using real data: desk and room occupancy, how many people attend anchor days, and what people say in pulse surveys. If occupancy is consistently below 50%, you are likely paying for space you could give up, and putting the savings into on-demand credits for the team.`,
        ),
      },
    ],
  },
  {
    slug: 'bangalore-micromarket-guide',
    title: 'Where to set up your office in Bangalore: a micromarket guide',
    excerpt:
      'Indiranagar, Koramangala, the Outer Ring Road, Whitefield, the CBD and the north: what each part of Bangalore offers a growing team, and who it suits.',
    author: 'Siddharth Rao',
    publishedAt: '2026-03-11',
    tags: ['Bangalore', 'Micromarkets', 'Guides'],
    sections: [
      {
        heading: 'Why the micromarket matters more than the city',
        body: para(
          `Bangalore is not one office market but several, separated by traffic as much as distance. A team based in Whitefield and a team based in Jayanagar might as well be in different cities for daily commuting. Choosing the right micromarket depends on three things: where your people live, where your clients and partners are, and what you can spend per seat.`,
        ),
      },
      {
        heading: 'Central and east: CBD, Indiranagar and Koramangala',
        body: para(
          `The Central Business District around MG Road, Residency Road and Vittal Mallya Road suits client-facing businesses such as law firms, consultancies and financial services. It is central, well connected by the metro's Purple Line and close to the courts and government offices, but seats are among the most expensive in the city.`,
          `Indiranagar, Koramangala and neighbouring HSR Layout are the heart of Bangalore's startup scene. They have a large pool of talent living nearby, good food and a lively community of founders and investors, which makes them popular with early-stage product companies. Indiranagar has direct metro access; Koramangala and HSR Layout rely more on road transport, so check commute times for your team at peak hour.`,
        ),
      },
      {
        heading: 'The tech corridors: Outer Ring Road and Whitefield',
        body: para(
          `The Outer Ring Road between Hebbal, Marathahalli and Silk Board, together with Bellandur and Sarjapur Road, hosts many of the city's large technology campuses. It offers high-quality Grade A buildings and access to experienced tech talent, but peak-hour traffic is notoriously heavy.`,
          `Whitefield has matured into a self-contained business district, and the Purple Line extension has made it far easier to reach from the centre. It suits teams whose people already live in the east, and companies that want larger floor plates at lower rents than the CBD.`,
        ),
      },
      {
        heading: 'North and south: Hebbal, Manyata and Electronic City',
        body: para(
          `The north, around Hebbal, Manyata and Yelahanka, benefits from proximity to the airport and newer residential areas. Rents are moderate and it is a sensible choice for teams with frequent air travel.`,
          `Electronic City in the south is one of Bangalore's oldest technology hubs and remains cost-effective. The Yellow Line has improved connectivity from the south-central parts of the city, making it easier to recruit from areas such as Jayanagar and BTM Layout.`,
        ),
      },
      {
        heading: 'How to decide',
        body: para(
          bullets(
            "Plot your team's home locations on a map and estimate peak-hour commute times, not distances",
            'Check the nearest metro station and the last-mile options from it',
            'Compare the all-in cost per seat, including parking and meeting rooms, not just the headline price',
            'Spend a day working from a building in each shortlisted area before you sign',
          ),
          `A day pass is the cheapest way to test a neighbourhood. Book one in each area you are considering and see how the commute, the lunch options and the building feel on an ordinary working day.`,
        ),
      },
    ],
  },
  {
    slug: 'how-meeting-room-booking-works',
    title: 'How meeting-room booking works at Sthana, from search to invoice',
    excerpt:
      'Booking a conference room takes about two minutes. Here is what happens at each step, how to bring guests in smoothly and what to do if your meeting overruns.',
    author: 'Farhan Qureshi',
    publishedAt: '2026-06-05',
    tags: ['Conference rooms', 'On-demand', 'How it works'],
    sections: [
      {
        heading: 'Finding and booking a room',
        body: para(
          `Start on the website or in the Sthana app. Choose the city, then filter by the number of seats, the date and the time. Rooms seat anywhere from 4 to 16 people, and each listing shows the equipment available, photos of the room and the hourly price for that building.`,
          `Bookings start at one hour and can be extended in 30-minute steps. If you need the room for most of the day, choose a half-day or full-day slot, which works out cheaper per hour. Add your GSTIN before paying, then pay by UPI, card or net banking. Confirmation arrives by email and in the app within a few seconds.`,
        ),
      },
      {
        heading: 'Bringing your guests in',
        body: para(
          `After booking, add your guests' names and mobile numbers in the app. Each guest receives an SMS with the building address, a map link and a visitor pass. At reception, they show the pass and a photo ID, and the front desk lets you know they have arrived. Registering guests in advance saves a few minutes of waiting in the lobby, which matters when you are meeting a client or a candidate.`,
          `Tea, coffee and water are included for everyone in the room. If you need lunch or snacks, order catering at least 24 hours ahead and it will be added to the same invoice.`,
        ),
      },
      {
        heading: 'In the room',
        body: para(
          bullets(
            'Share your screen wirelessly or with the HDMI cable on the table',
            'The video-conferencing camera and speakerphone connect over USB to your laptop',
            'Dial the community team from the room phone if anything does not work; they aim to be at the door within 5 minutes',
            'Extend your booking from the app if the next slot is free, without leaving the room',
          ),
        ),
      },
      {
        heading: 'Cancellations, overruns and invoices',
        body: para(
          `Plans change. Cancel at least 24 hours before the start time for a full refund, or between 24 and 4 hours before for a 50% refund. Inside 4 hours, the booking cannot be refunded. Refunds go back to your original payment method within 7 working days.`,
          `If your meeting overruns and you have not extended, the extra time is charged in 30-minute blocks. Your GST invoice is emailed as soon as the booking is confirmed, and any extension or overrun appears on a separate invoice, so your accounts team always has a clear record.`,
        ),
      },
    ],
  },
  {
    slug: 'a-year-of-community-events',
    title: 'A year of community events at Sthana: what we ran and what we learned',
    excerpt:
      'Founder breakfasts, tax-filing clinics, blood donation camps and a lot of festive sweets. A look back at twelve months of events across our eight cities.',
    author: 'Neha Deshpande',
    publishedAt: '2026-11-10',
    tags: ['Community', 'Events'],
    sections: [
      {
        heading: 'The year in numbers',
        body: para(
          `Between November 2025 and October 2026, our community teams ran 412 events across eight cities, attended by more than 18,000 members and guests. Roughly a third were professional sessions, a third were social gatherings and the rest were festivals, wellness activities and community drives.`,
          `The busiest month was October, with Navratri, Durga Puja and Dussehra celebrations in almost every building and Diwali preparations already under way. The quietest was May, when many members take leave during school holidays.`,
        ),
      },
      {
        heading: 'What members valued most',
        body: para(
          bullets(
            'Founder breakfasts: small, off-the-record conversations with experienced founders and operators, capped at 20 people',
            'Tax and compliance clinics in July, where chartered accountants answered questions about income-tax returns and GST filings',
            'Hiring days, where member companies with open roles met candidates in a shared space',
            'Blood donation camps with government-recognised blood banks, which collected more than 1,100 units over the year',
            'Festival celebrations that reflected each city, from Pongal kolam competitions in Chennai to Ganesh Chaturthi in Pune and Mumbai',
          ),
        ),
      },
      {
        heading: 'What did not work',
        body: para(
          `Not everything landed. Evening networking mixers with no theme drew small crowds in most cities, and long panel discussions with five or more speakers lost their audience halfway through. We also learned that events on Friday evenings compete with long commutes home, especially in Gurgaon and Noida.`,
          `We now keep sessions under an hour, favour conversations over panels and give every event a clear reason to attend. Attendance per event went up by about 40% in the second half of the year as a result.`,
        ),
      },
      {
        heading: "What's next",
        body: para(
          `Next year we are adding skill-sharing sessions run by members for members, a quarterly demo day in Bangalore and Hyderabad for early-stage startups, and a volunteer programme that connects members with local non-profits.`,
          `If you have an idea for an event, or want to host one in your building, tell your community manager. Members who host a community event get the venue free of charge.`,
        ),
      },
    ],
  },
]
