/**
 * Where to report a scam, by country (issue 21 §6: the national fraud lines for the member's country). The numbers
 * are the official national services; the member's own country is shown first (from the place on their profile).
 */
export interface FraudLines {
  country: string;
  /** Words in a profile's place that mean this country. */
  matches: RegExp;
  emergency: string;
  lines: Array<{ name: string; how: string; what: string }>;
}

export const FRAUD_LINES: FraudLines[] = [
  {
    country: 'United Kingdom',
    matches: /\b(uk|u\.k\.|united kingdom|england|scotland|wales|northern ireland|great britain|britain)\b/i,
    emergency: '999',
    lines: [
      { name: 'Action Fraud', how: '0300 123 2040 or actionfraud.police.uk', what: 'The national reporting centre for fraud in England, Wales and Northern Ireland.' },
      { name: 'Police Scotland', how: '101', what: 'In Scotland, report fraud to the police on 101.' },
      { name: 'Stop Scams UK', how: '159', what: 'Call 159 to reach your own bank safely if you think a call about your money is a scam.' },
    ],
  },
  {
    country: 'United States',
    matches: /\b(us|u\.s\.|usa|u\.s\.a\.|united states|america)\b/i,
    emergency: '911',
    lines: [
      { name: 'National Elder Fraud Hotline (U.S. Department of Justice)', how: '1-833-372-8311 (1-833-FRAUD-11)', what: 'Free help for people aged 60 and over who may be victims of fraud.' },
      { name: 'Federal Trade Commission', how: 'ReportFraud.ftc.gov', what: 'Report a scam so it can be stopped and others warned.' },
      { name: 'AARP Fraud Watch Network Helpline', how: '1-877-908-3360', what: 'Free advice from trained volunteers, for members and non-members.' },
    ],
  },
  {
    country: 'Canada',
    matches: /\b(canada|ontario|quebec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland)\b/i,
    emergency: '911',
    lines: [{ name: 'Canadian Anti-Fraud Centre', how: '1-888-495-8501 or antifraudcentre-centreantifraude.ca', what: 'The national centre for reporting fraud and scams.' }],
  },
  {
    country: 'Australia',
    matches: /\b(australia|nsw|new south wales|victoria|queensland|tasmania)\b/i,
    emergency: '000',
    lines: [
      { name: 'Scamwatch', how: 'scamwatch.gov.au', what: 'The national service for reporting scams and reading warnings.' },
      { name: 'IDCARE', how: '1800 595 160', what: 'Free help if your identity or personal details may have been stolen.' },
    ],
  },
];

/** The member's country from the place on their profile ('Exeter, UK' → United Kingdom), if we know it. */
export function countryOf(location: string | null | undefined): FraudLines | undefined {
  if (!location) return undefined;
  return FRAUD_LINES.find((c) => c.matches.test(location));
}
