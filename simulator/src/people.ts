import type { Random } from './random';

/** Realistic people, places and words for simulated applications, profiles, bookings and complaints. */

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Rohan',
  'Karthik',
  'Siddharth',
  'Rahul',
  'Vikram',
  'Manoj',
  'Suresh',
  'Ramesh',
  'Imran',
  'Farhan',
  'Harpreet',
  'Gurpreet',
  'Anil',
  'Deepak',
  'Prakash',
  'Naveen',
  'Ananya',
  'Priya',
  'Kavya',
  'Diya',
  'Meera',
  'Lakshmi',
  'Pooja',
  'Sneha',
  'Divya',
  'Aisha',
  'Fatima',
  'Neha',
  'Shreya',
  'Nandini',
  'Sunita',
  'Geeta',
  'Radha',
  'Swati',
  'Anjali',
  'Revathi',
] as const;
const FEMALE_FROM = FIRST_NAMES.indexOf('Ananya');

const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Shah',
  'Mehta',
  'Gupta',
  'Singh',
  'Kaur',
  'Khan',
  'Ansari',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Pillai',
  'Menon',
  'Kulkarni',
  'Deshpande',
  'Joshi',
  'Yadav',
  'Chauhan',
  'Naidu',
  'Gowda',
  'Hegde',
  'Bhat',
  'Fernandes',
] as const;

/** Cities with their state, GST state code and the first digit of their pincodes. */
export const CITIES = [
  { city: 'Mumbai', state: 'Maharashtra', gstState: 27, pinRegion: 4 },
  { city: 'Pune', state: 'Maharashtra', gstState: 27, pinRegion: 4 },
  { city: 'Bengaluru', state: 'Karnataka', gstState: 29, pinRegion: 5 },
  { city: 'Chennai', state: 'Tamil Nadu', gstState: 33, pinRegion: 6 },
  { city: 'Hyderabad', state: 'Telangana', gstState: 36, pinRegion: 5 },
  { city: 'New Delhi', state: 'Delhi', gstState: 7, pinRegion: 1 },
  { city: 'Kolkata', state: 'West Bengal', gstState: 19, pinRegion: 7 },
  { city: 'Ahmedabad', state: 'Gujarat', gstState: 24, pinRegion: 3 },
  { city: 'Jaipur', state: 'Rajasthan', gstState: 8, pinRegion: 3 },
  { city: 'Kochi', state: 'Kerala', gstState: 32, pinRegion: 6 },
  { city: 'Lucknow', state: 'Uttar Pradesh', gstState: 9, pinRegion: 2 },
] as const;
export type City = (typeof CITIES)[number];

const STREETS = [
  'MG Road',
  'Station Road',
  'Nehru Nagar',
  'Gandhi Chowk',
  'Church Street',
  'Park Street',
  'Linking Road',
  'Anna Salai',
  'Jubilee Hills Road No. 5',
  'Sector 14',
  'Civil Lines',
  'Banjara Hills',
  'Koramangala 5th Block',
] as const;

const BUSINESS_WORDS = ['Services', 'Solutions', 'Works', 'Enterprises', 'Care', 'Experts', 'Point'] as const;
const COMPANY_CATEGORIES = ['Proprietorship', 'Partnership', 'Private Limited', 'LLP'] as const;

export interface Person {
  firstName: string;
  surname: string;
  name: string;
  gender: 'Male' | 'Female';
  email: string;
  city: City;
  street: string;
}

export function randomPerson(random: Random): Person {
  const index = random.int(0, FIRST_NAMES.length - 1);
  const firstName = FIRST_NAMES[index]!;
  const surname = random.pick(SURNAMES);
  const domain = random.pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com']);
  return {
    firstName,
    surname,
    name: `${firstName} ${surname}`,
    gender: index >= FEMALE_FROM ? 'Female' : 'Male',
    email: `${firstName}.${surname}${random.int(1, 999)}@${domain}`.toLowerCase(),
    city: random.pick(CITIES),
    street: `${random.int(1, 250)}, ${random.pick(STREETS)}`,
  };
}

export function businessName(random: Random, person: Person, trade: string): string {
  return random.chance(0.5)
    ? `${person.surname} ${trade} ${random.pick(BUSINESS_WORDS)}`
    : `${person.firstName}'s ${trade} ${random.pick(BUSINESS_WORDS)}`;
}

export const companyCategory = (random: Random) => random.pick(COMPANY_CATEGORIES);

export const SERVICE_REQUESTS = [
  'Kitchen sink is leaking under the cabinet, please come with spares.',
  'Need a deep clean of a 2BHK flat before guests arrive this weekend.',
  'Ceiling fan makes a noise and wobbles at high speed.',
  'AC is not cooling; probably needs gas refill and servicing.',
  'Two switchboards in the bedroom stopped working after a power cut.',
  'Bathroom tap drips all night, please replace the washer or the tap.',
  'Wooden wardrobe door hinge broke, needs repair.',
  'Geyser trips the MCB every time it is switched on.',
] as const;

export const CANCEL_REASONS = [
  'Plans changed, I will book again next week.',
  'Found someone in the building who fixed it.',
  'Booked by mistake.',
  'The problem went away on its own.',
] as const;

/**
 * Why a customer cancels a booking they paid for. The last one asks the simulated provider to fail the
 * refund (a reason containing FAIL, docs/product/partner-api.md#razorpay), so the failure path shows too.
 */
export const PAID_CANCEL_REASONS = [
  'The technician could not come this week.',
  'Paid for the wrong service, sorry.',
  'Moving house, no longer needed.',
  'Refund to a closed bank account (FAIL)',
] as const;

export const REVIEWS = [
  { rating: 5, text: 'On time, polite and fixed it properly. Highly recommended.' },
  { rating: 4, text: 'Good work, came a little late but cleaned up afterwards.' },
  { rating: 3, text: 'Job done, but charged extra for parts without asking.' },
  { rating: 5, text: 'Very professional, explained everything before starting.' },
  { rating: 2, text: 'Had to call twice; the fix did not last long.' },
] as const;

export const CUSTOMER_COMPLAINTS = [
  'The technician did not turn up at the booked time and nobody called.',
  'I was charged twice for the same booking, please check.',
  'The app shows my booking as pending even though the work is done.',
  'Worker was rude when asked about the bill.',
] as const;

export const VENDOR_COMPLAINTS = [
  'My payout for last week has not reached my bank account yet.',
  'The customer was not at home when I reached the address.',
  'The customer address in the booking is incomplete.',
  'Subscription renewed but the app still shows the trial.',
] as const;

export const VENDOR_CHAT_LINES = [
  'Namaste! I have a question about my subscription.',
  'I completed the job in Koramangala, the customer was happy.',
  'Can I change my working hours for the festival week?',
  'When will new bookings be assigned in my area?',
  'Thank you for the quick help!',
] as const;

export const ADMIN_CHAT_LINES = [
  'Hello, welcome to Seva! Let us know if you need anything.',
  'Please keep your KYC documents up to date.',
  'We have a few bookings near you this week.',
  'Your application looks good, thanks for joining.',
] as const;
