/** What the demo marketplace sells: Indian home-service categories, their sub-services and the plans. */

export type Glyph =
  | 'drop'
  | 'bolt'
  | 'sparkle'
  | 'scissors'
  | 'snowflake'
  | 'hammer'
  | 'bug'
  | 'roller'
  | 'gear'
  | 'truck';

export interface SubServiceSeed {
  name: string;
  price: number;
  description: string;
}

export interface CategorySeed {
  name: string;
  description: string;
  colour: string;
  glyph: Glyph;
  /** Words a business in this trade puts after its name. */
  businessWords: readonly string[];
  subServices: readonly SubServiceSeed[];
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    name: 'Plumbing',
    description: 'Leak repairs, tap and pipe fitting, bathroom and kitchen plumbing by verified plumbers.',
    colour: '#1c7ed6',
    glyph: 'drop',
    businessWords: ['Plumbing Works', 'Sanitary Services', 'Plumbers'],
    subServices: [
      {
        name: 'Tap & Mixer Repair',
        price: 199,
        description: 'Fix leaking or stiff taps and mixers; washer and cartridge replacement.',
      },
      {
        name: 'Blocked Drain Cleaning',
        price: 349,
        description: 'Clear choked kitchen, bathroom or balcony drains with a machine.',
      },
      {
        name: 'Toilet Repair',
        price: 449,
        description: 'Flush tank, seat and outlet repairs for Indian and western toilets.',
      },
      {
        name: 'Water Tank Cleaning',
        price: 899,
        description: 'Drain, scrub and disinfect overhead or underground tanks up to 1000 L.',
      },
      {
        name: 'Geyser Installation',
        price: 599.5,
        description: 'Mount and connect a storage or instant geyser, pipes not included.',
      },
      {
        name: 'Pipe Leakage Fix',
        price: 299,
        description: 'Locate and seal leaking joints in exposed CPVC or GI pipes.',
      },
    ],
  },
  {
    name: 'Electrical',
    description: 'Wiring, fittings and repairs by licensed electricians, with safety checks on every visit.',
    colour: '#f59f00',
    glyph: 'bolt',
    businessWords: ['Electricals', 'Electric Works', 'Power Solutions'],
    subServices: [
      {
        name: 'Fan Installation',
        price: 249,
        description: 'Install a ceiling or wall fan, including hook check and regulator.',
      },
      {
        name: 'Switchboard Repair',
        price: 149,
        description: 'Replace faulty switches and sockets on one board.',
      },
      {
        name: 'Inverter Installation',
        price: 699,
        description: 'Install an inverter and battery with changeover wiring.',
      },
      {
        name: 'Full House Wiring Check',
        price: 1499,
        description: 'Earthing, load and leakage inspection with a written report.',
      },
      {
        name: 'Light Fixture Installation',
        price: 199.5,
        description: 'Fit tube lights, panel lights or a chandelier up to 10 kg.',
      },
    ],
  },
  {
    name: 'Home Cleaning',
    description: 'Deep cleaning for homes, kitchens, bathrooms and furniture with professional equipment.',
    colour: '#12b886',
    glyph: 'sparkle',
    businessWords: ['Home Cleaners', 'Cleaning Services', 'Hygiene Care'],
    subServices: [
      {
        name: 'Full Home Deep Cleaning',
        price: 3499,
        description: 'Every room, kitchen and bathroom of a 2BHK, floors machine-scrubbed.',
      },
      {
        name: 'Bathroom Deep Cleaning',
        price: 549,
        description: 'Hard-water stain removal, tiles, fittings and exhaust fan.',
      },
      {
        name: 'Kitchen Deep Cleaning',
        price: 1299.5,
        description: 'Degreasing of slab, tiles, cabinets, chimney exterior and sink.',
      },
      { name: 'Sofa Shampooing', price: 799, description: 'Shampoo and vacuum a five-seater fabric sofa.' },
      {
        name: 'Mattress Cleaning',
        price: 599,
        description: 'Vacuum and sanitise a queen-size mattress on both sides.',
      },
    ],
  },
  {
    name: 'Salon at Home',
    description: 'Salon services at your doorstep by trained beauticians using single-use kits.',
    colour: '#e64980',
    glyph: 'scissors',
    businessWords: ['Beauty Parlour', 'Salon', 'Makeovers'],
    subServices: [
      {
        name: "Women's Haircut",
        price: 399,
        description: 'Consultation, wash and cut in the style of your choice.',
      },
      {
        name: 'Waxing (Full Arms & Legs)',
        price: 699,
        description: 'Rica or honey wax, full arms and full legs.',
      },
      {
        name: 'Facial & Cleanup',
        price: 899,
        description: 'Fruit or gold facial with cleanup and a face pack.',
      },
      { name: "Men's Haircut & Beard", price: 299, description: 'Haircut with beard trim and styling.' },
      {
        name: 'Manicure & Pedicure',
        price: 749,
        description: 'Nail shaping, cuticle care, scrub and polish for hands and feet.',
      },
      {
        name: 'Bridal Makeup',
        price: 8999,
        description: 'HD bridal makeup with hairstyling and draping, trial included.',
      },
    ],
  },
  {
    name: 'AC Repair',
    description: 'Service, gas refill, installation and repair of split and window air conditioners.',
    colour: '#15aabf',
    glyph: 'snowflake',
    businessWords: ['Cooling Solutions', 'AC Services', 'Refrigeration'],
    subServices: [
      {
        name: 'AC Service (Split)',
        price: 599,
        description: 'Jet-pump cleaning of indoor and outdoor units of one split AC.',
      },
      { name: 'AC Gas Refill', price: 2499, description: 'Leak test and full refill of R32 or R410A gas.' },
      {
        name: 'AC Installation',
        price: 1499,
        description: 'Install a split AC with up to 3 m of copper piping.',
      },
      {
        name: 'AC Uninstallation',
        price: 699,
        description: 'Remove indoor and outdoor units safely, gas pumped down.',
      },
    ],
  },
  {
    name: 'Carpentry',
    description: 'Furniture assembly, repairs and small woodwork by experienced carpenters.',
    colour: '#a0522d',
    glyph: 'hammer',
    businessWords: ['Furniture Works', 'Woodcraft', 'Carpenters'],
    subServices: [
      {
        name: 'Furniture Assembly',
        price: 499,
        description: 'Assemble a bed, wardrobe or table from a flat pack.',
      },
      { name: 'Door Lock Repair', price: 249, description: 'Repair or replace a mortise or cylinder lock.' },
      {
        name: 'Modular Kitchen Repair',
        price: 899,
        description: 'Fix hinges, channels and shutters of kitchen cabinets.',
      },
      {
        name: 'Bed Repair',
        price: 649.5,
        description: 'Repair a broken bed frame, slats or hydraulic lift.',
      },
    ],
  },
  {
    name: 'Pest Control',
    description: 'Odourless, child-safe treatments against cockroaches, termites, bed bugs and more.',
    colour: '#5c940d',
    glyph: 'bug',
    businessWords: ['Pest Control', 'Pest Solutions', 'Hygiene Services'],
    subServices: [
      {
        name: 'General Pest Control',
        price: 999,
        description: 'Spray treatment of a 2BHK for cockroaches, ants and spiders.',
      },
      {
        name: 'Termite Treatment',
        price: 2999,
        description: 'Drill-fill-seal anti-termite treatment with a one-year warranty.',
      },
      {
        name: 'Bed Bug Treatment',
        price: 1799,
        description: 'Two visits, two weeks apart, for mattresses and furniture.',
      },
      {
        name: 'Cockroach Gel Treatment',
        price: 699,
        description: 'Odourless gel in the kitchen and bathrooms; no need to vacate.',
      },
    ],
  },
  {
    name: 'Painting',
    description: 'Interior and exterior painting, textures and waterproofing with branded paints.',
    colour: '#7048e8',
    glyph: 'roller',
    businessWords: ['Painters', 'Paint House', 'Decorators'],
    subServices: [
      {
        name: 'Single Room Painting',
        price: 4999,
        description: 'Two coats of emulsion on walls and ceiling of one room.',
      },
      {
        name: 'Full Home Painting (2BHK)',
        price: 18999,
        description: 'Interior painting of a 2BHK with putty touch-up.',
      },
      { name: 'Wall Texture', price: 2499, description: 'One accent wall in a texture of your choice.' },
      {
        name: 'Waterproofing',
        price: 5499.5,
        description: 'Terrace or bathroom waterproofing with a chemical coating.',
      },
    ],
  },
  {
    name: 'Appliance Repair',
    description: 'Repairs of washing machines, refrigerators, microwaves, water purifiers and chimneys.',
    colour: '#495057',
    glyph: 'gear',
    businessWords: ['Appliance Care', 'Service Centre', 'Repairs'],
    subServices: [
      {
        name: 'Washing Machine Repair',
        price: 449,
        description: 'Diagnosis and repair of front or top load machines; parts extra.',
      },
      {
        name: 'Refrigerator Repair',
        price: 499,
        description: 'Cooling, thermostat and compressor issues; parts extra.',
      },
      {
        name: 'Microwave Repair',
        price: 349,
        description: 'Heating, turntable and panel faults; parts extra.',
      },
      {
        name: 'RO Water Purifier Service',
        price: 399,
        description: 'Filter check, cleaning and TDS calibration.',
      },
      {
        name: 'Chimney Cleaning',
        price: 899,
        description: 'Remove and degrease filters and the motor housing.',
      },
    ],
  },
  {
    name: 'Packers & Movers',
    description: 'Packing, loading, transport and unpacking for local and intercity moves.',
    colour: '#f76707',
    glyph: 'truck',
    businessWords: ['Packers & Movers', 'Relocations', 'Logistics'],
    subServices: [
      {
        name: 'Local Shifting (1BHK)',
        price: 6999,
        description: 'Packing, a tempo and four helpers within the city.',
      },
      {
        name: 'Local Shifting (2BHK)',
        price: 11999,
        description: 'Packing, a 14 ft truck and six helpers within the city.',
      },
      {
        name: 'Intercity Shifting Survey',
        price: 199,
        description: 'On-site survey and a fixed quote for an intercity move.',
      },
      {
        name: 'Vehicle Transport',
        price: 7499,
        description: 'Car carrier transport of one car between cities.',
      },
    ],
  },
];

export interface PlanSeed {
  name: string;
  price: number;
  description: string;
  days: number;
}

export const planSeeds: readonly PlanSeed[] = [
  {
    name: 'Basic Monthly',
    price: 499,
    description: 'Up to 30 leads a month and a listing in one category.',
    days: 30,
  },
  {
    name: 'Pro Quarterly',
    price: 1299,
    description: 'Unlimited leads for three months, priority listing and a verified badge.',
    days: 90,
  },
  {
    name: 'Business Half-Yearly',
    price: 2399.5,
    description: 'Six months of unlimited leads in two categories with weekly payouts.',
    days: 180,
  },
  {
    name: 'Premium Yearly',
    price: 4499,
    description: 'A year of unlimited leads, top placement and a dedicated account manager.',
    days: 365,
  },
];

export const TRIAL_DAYS = 14;
