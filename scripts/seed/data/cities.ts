import type { SeedCity } from '../types'

// Paragraphs in `description` are separated by a blank line.
const paras = (...p: string[]): string => p.join('\n\n')

export const CITIES: SeedCity[] = [
  {
    handle: 'bangalore',
    name: 'Bangalore',
    stateCode: 'KA',
    latitude: 12.9716,
    longitude: 77.5946,
    tagline: 'Flexible workspaces where India’s product teams build, ship and hire.',
    description: paras(
      'Bangalore is where India’s technology industry grew up, and it still sets the pace. Global capability centres along the Outer Ring Road and in Whitefield sit a short drive from the startup streets of Koramangala, HSR Layout and Indiranagar, while MG Road and the CBD remain the address of choice for banks, consultancies and law firms.',
      'Getting around is easier than it used to be. The Purple Line now runs from Challaghatta all the way out to Whitefield (Kadugodi), the Yellow Line links RV Road to Electronic City through Central Silk Board, and the Blue Line is taking shape along the Outer Ring Road. Our buildings are chosen for short last-mile commutes, with two-wheeler parking and cab drop-off points as standard.',
      'Sthana centres in Bangalore host everything from two-person founding teams to 300-seat engineering floors. Take a desk for a day, book a boardroom for a hiring loop, or set up a private office with your own branding and network.'
    ),
    micromarkets: [
      { name: 'Indiranagar', handle: 'indiranagar', latitude: 12.9784, longitude: 77.6408 },
      { name: 'Koramangala', handle: 'koramangala', latitude: 12.9352, longitude: 77.6245 },
      { name: 'Whitefield', handle: 'whitefield', latitude: 12.9770, longitude: 77.7390 },
      { name: 'Outer Ring Road', handle: 'outer-ring-road', latitude: 12.9279, longitude: 77.6801 },
      { name: 'MG Road', handle: 'mg-road', latitude: 12.9740, longitude: 77.6080 },
      { name: 'HSR Layout', handle: 'hsr-layout', latitude: 12.9116, longitude: 77.6389 },
    ],
  },
  {
    handle: 'chennai',
    name: 'Chennai',
    stateCode: 'TN',
    latitude: 13.0827,
    longitude: 80.2707,
    tagline: 'Calm, well-run workspaces for SaaS, finance and engineering teams on the Coromandel coast.',
    description: paras(
      'Chennai combines a deep engineering talent pool with some of the lowest attrition in the country. The IT corridor along Old Mahabalipuram Road (Rajiv Gandhi Salai) is home to SaaS companies, global delivery centres and fintech back offices, while Guindy, Anna Salai and Nungambakkam house automotive suppliers, banks, insurers and professional services firms.',
      'Chennai Metro’s Blue and Green lines connect the airport, Guindy, Anna Salai and Central, and the Phase 2 corridor along OMR is under construction. The MRTS line still serves Perungudi and Thiruvanmiyur, which keeps the southern tech belt within reach for teams that commute from the city.',
      'Sthana’s Chennai centres are built around long working days and a humid climate: strong air-conditioning, generator-backed power and quiet floors for focus work, with meeting rooms that are easy to book for client reviews.'
    ),
    micromarkets: [
      { name: 'OMR', handle: 'omr', latitude: 12.9530, longitude: 80.2410 },
      { name: 'Guindy', handle: 'guindy', latitude: 13.0096, longitude: 80.2153 },
      { name: 'Nungambakkam', handle: 'nungambakkam', latitude: 13.0590, longitude: 80.2420 },
      { name: 'T. Nagar', handle: 't-nagar', latitude: 13.0418, longitude: 80.2341 },
      { name: 'Anna Salai', handle: 'anna-salai', latitude: 13.0600, longitude: 80.2590 },
    ],
  },
  {
    handle: 'delhi',
    name: 'Delhi',
    stateCode: 'DL',
    latitude: 28.6139,
    longitude: 77.2090,
    tagline: 'Addresses in the capital’s established business districts, a metro ride from anywhere.',
    description: paras(
      'Delhi’s offices are spread across a handful of well-defined districts. Connaught Place and Barakhamba Road remain the prestige address for law firms, policy teams and embassies’ partners; Nehru Place and Okhla are the working engines for IT services, media and manufacturing companies; Saket’s District Centre draws consumer brands and healthcare businesses; and Aerocity has become the meeting point for teams who fly in and out the same day.',
      'Almost every Sthana centre in Delhi is within a ten-minute walk of a metro station, whether that is Rajiv Chowk on the Blue and Yellow lines, Nehru Place on the Violet Line, Okhla NSIC on the Magenta Line or Delhi Aerocity on the Airport Express.',
      'Members use our Delhi centres for everything from registered-office addresses and day passes to dedicated suites for government-facing teams who need meeting rooms close to the ministries.'
    ),
    micromarkets: [
      { name: 'Connaught Place', handle: 'connaught-place', latitude: 28.6315, longitude: 77.2167 },
      { name: 'Nehru Place', handle: 'nehru-place', latitude: 28.5494, longitude: 77.2517 },
      { name: 'Saket', handle: 'saket', latitude: 28.5270, longitude: 77.2150 },
      { name: 'Aerocity', handle: 'aerocity', latitude: 28.5535, longitude: 77.1219 },
      { name: 'Okhla', handle: 'okhla', latitude: 28.5460, longitude: 77.2720 },
    ],
  },
  {
    handle: 'gurgaon',
    name: 'Gurgaon',
    stateCode: 'HR',
    latitude: 28.4595,
    longitude: 77.0266,
    tagline: 'Corporate-grade flexible offices in the NCR’s busiest business corridors.',
    description: paras(
      'Gurgaon (Gurugram) is the NCR’s corporate headquarters belt. Cyber City and Udyog Vihar are packed with consulting firms, global capability centres and unicorn head offices; Golf Course Road is the address for leadership teams and investment firms; MG Road connects the older commercial towers; and Sohna Road has grown into a value-for-money hub for fast-scaling startups.',
      'The Rapid Metro loop links Cyber City, Golf Course Road and Sikanderpur with the Yellow Line towards Delhi, and NH-48 puts Indira Gandhi International Airport about twenty-five minutes away outside peak hours. Most Sthana buildings here offer basement car parking and EV charging, because that is still how many Gurgaon teams commute.',
      'Whether you need a quiet cabin for a country head, a 40-seat project room for a six-month engagement or a day pass between client meetings, our Gurgaon centres are set up to move quickly.'
    ),
    micromarkets: [
      { name: 'Cyber City', handle: 'cyber-city', latitude: 28.4950, longitude: 77.0890 },
      { name: 'Golf Course Road', handle: 'golf-course-road', latitude: 28.4540, longitude: 77.0990 },
      { name: 'Sohna Road', handle: 'sohna-road', latitude: 28.4160, longitude: 77.0430 },
      { name: 'MG Road', handle: 'mg-road', latitude: 28.4800, longitude: 77.0850 },
      { name: 'Udyog Vihar', handle: 'udyog-vihar', latitude: 28.5000, longitude: 77.0820 },
    ],
  },
  {
    handle: 'hyderabad',
    name: 'Hyderabad',
    stateCode: 'TG',
    latitude: 17.3850,
    longitude: 78.4867,
    tagline: 'Workspaces in India’s fastest-growing tech corridor, from HITEC City to the Financial District.',
    description: paras(
      'Hyderabad’s western corridor has become one of the largest office markets in Asia. HITEC City and Madhapur hold the original IT parks and a dense layer of startups, Gachibowli and the Financial District host the global capability centres of banks, pharma companies and hyperscalers, and the older business districts of Banjara Hills and Begumpet serve consulting, real-estate and media firms.',
      'The Blue Line of Hyderabad Metro runs from Raidurg through HITEC City, Madhapur and Begumpet to Ameerpet and beyond, and the Outer Ring Road makes the Financial District an easy drive from the airport at Shamshabad.',
      'Sthana’s Hyderabad centres are large, bright floors with plenty of meeting rooms, because many of our members here are scaling teams that interview, onboard and run workshops every week.'
    ),
    micromarkets: [
      { name: 'HITEC City', handle: 'hitec-city', latitude: 17.4474, longitude: 78.3762 },
      { name: 'Gachibowli', handle: 'gachibowli', latitude: 17.4401, longitude: 78.3489 },
      { name: 'Financial District', handle: 'financial-district', latitude: 17.4145, longitude: 78.3420 },
      { name: 'Banjara Hills', handle: 'banjara-hills', latitude: 17.4156, longitude: 78.4347 },
      { name: 'Begumpet', handle: 'begumpet', latitude: 17.4440, longitude: 78.4660 },
    ],
  },
  {
    handle: 'mumbai',
    name: 'Mumbai',
    stateCode: 'MH',
    latitude: 19.0760,
    longitude: 72.8777,
    tagline: 'Premium flexible offices in the city that runs India’s money.',
    description: paras(
      'Mumbai is India’s financial capital, and its office market follows the money. Bandra Kurla Complex is home to banks, exchanges, funds and global law firms; Lower Parel and Worli have turned old textile-mill land into headquarters for media, consumer and fintech companies; Andheri East serves the airport, aviation and IT services; and Powai is where the city’s startup and R&D teams cluster around the lake.',
      'Metro Line 3 (the Aqua Line) now runs underground from Aarey through BKC, Worli and Churchgate to Cuffe Parade, Metro Line 1 links Andheri with Ghatkopar through Chakala and Marol, and the Western and Central suburban lines still carry most of the city to work. We pick buildings that are a short walk from at least one of them.',
      'Space in Mumbai is expensive and slow to lease. A Sthana office lets you take a premium address in BKC or Worli by the seat and by the month, and grow floor by floor without a nine-year lock-in.'
    ),
    micromarkets: [
      { name: 'BKC', handle: 'bkc', latitude: 19.0650, longitude: 72.8680 },
      { name: 'Lower Parel', handle: 'lower-parel', latitude: 18.9975, longitude: 72.8280 },
      { name: 'Andheri East', handle: 'andheri-east', latitude: 19.1136, longitude: 72.8697 },
      { name: 'Powai', handle: 'powai', latitude: 19.1176, longitude: 72.9060 },
      { name: 'Worli', handle: 'worli', latitude: 19.0130, longitude: 72.8180 },
    ],
  },
  {
    handle: 'noida',
    name: 'Noida',
    stateCode: 'UP',
    latitude: 28.5355,
    longitude: 77.3910,
    tagline: 'Spacious, metro-connected workspaces for the NCR’s engineering and media teams.',
    description: paras(
      'Noida offers some of the best value office space in the NCR, with wide roads, planned sectors and large floor plates. Sector 62 and the area around Noida Electronic City are dense with IT services and product engineering teams, Film City in Sector 16A is the centre of the region’s television and digital media industry, Sector 18 is the commercial heart of the city, and the Noida–Greater Noida Expressway has become a corridor of new Grade A campuses.',
      'The Blue Line runs through Sector 18 and Sector 16 to Noida Electronic City, the Aqua Line serves the Expressway sectors, and the DND Flyway and Chilla border keep South and East Delhi within a short drive.',
      'Sthana centres in Noida are popular with teams that want room to grow: bigger desks, more phone booths per person and generous parking, at rents that leave more of the budget for hiring.'
    ),
    micromarkets: [
      { name: 'Sector 62', handle: 'sector-62', latitude: 28.6240, longitude: 77.3650 },
      { name: 'Sector 18', handle: 'sector-18', latitude: 28.5700, longitude: 77.3230 },
      { name: 'Film City', handle: 'film-city', latitude: 28.5790, longitude: 77.3160 },
      { name: 'Noida Expressway', handle: 'noida-expressway', latitude: 28.5050, longitude: 77.3880 },
    ],
  },
  {
    handle: 'pune',
    name: 'Pune',
    stateCode: 'MH',
    latitude: 18.5204,
    longitude: 73.8567,
    tagline: 'Workspaces across Pune’s IT parks and its easy-going city neighbourhoods.',
    description: paras(
      'Pune pairs a large engineering workforce with a quality of life that keeps people in the city. The IT parks of Hinjewadi and Kharadi host product engineering, automotive software and global delivery centres; Baner and Viman Nagar have filled with startups and design studios; and Koregaon Park and Senapati Bapat Road remain the address for consulting, finance and education businesses.',
      'Pune Metro’s Purple and Aqua lines now connect Pimpri, Shivajinagar, the Civil Court, Bund Garden and Ramwadi, and the Hinjewadi–Shivajinagar line is being built along University Road and Baner. Pune airport at Lohegaon is a short drive from Viman Nagar and Kharadi.',
      'Sthana’s Pune members tend to be engineering-heavy teams who want quiet floors, reliable power and good coffee, with the flexibility to add desks as projects ramp up.'
    ),
    micromarkets: [
      { name: 'Hinjewadi', handle: 'hinjewadi', latitude: 18.5912, longitude: 73.7389 },
      { name: 'Kharadi', handle: 'kharadi', latitude: 18.5515, longitude: 73.9348 },
      { name: 'Viman Nagar', handle: 'viman-nagar', latitude: 18.5679, longitude: 73.9143 },
      { name: 'Baner', handle: 'baner', latitude: 18.5590, longitude: 73.7868 },
      { name: 'Koregaon Park', handle: 'koregaon-park', latitude: 18.5362, longitude: 73.8939 },
      { name: 'Senapati Bapat Road', handle: 'senapati-bapat-road', latitude: 18.5320, longitude: 73.8300 },
    ],
  },
]
