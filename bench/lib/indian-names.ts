/**
 * Indian given names and surnames for the bench data sets. A seed picks row i's name by its index
 * (`i % length`), so the order and length of these lists are part of the bench data.
 */
export const GIVEN_NAMES = [
  'Ishaan',
  'Priya',
  'Ananya',
  'Rohan',
  'Kavya',
  'Arjun',
  'Meera',
  'Sai',
  'Neha',
  'Vikram',
  'Pooja',
  'Rahul',
  'Sneha',
  'Aditya',
  'Divya',
  'Karan',
  'Lakshmi',
  'Manoj',
];

export const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Gupta',
  'Kumar',
  'Singh',
  'Das',
  'Menon',
  'Joshi',
  'Pillai',
  'Rao',
  'Mehta',
  'Bose',
  'Chopra',
  'Kulkarni',
  'Shetty',
  'Banerjee',
  'Agarwal',
  'Mishra',
  'Naidu',
];

/**
 * Every distinct lowercase substring of 3 to 6 letters of `words`, in a fixed order: hundreds of search
 * terms that each match some rows, so that a bench cycling through them gets no help from any cache of
 * results (a count cached for a second, the database's page cache of one term's rows).
 */
export function substringTerms(words: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const word of words.flatMap((w) => w.toLowerCase().split(/[^a-z]+/))) {
    for (let length = 3; length <= 6; length++) {
      for (let start = 0; start + length <= word.length; start++)
        terms.add(word.slice(start, start + length));
    }
  }
  return [...terms];
}
