import { distanceText, membersText, summaryText, toggleType, usesMiles } from './explorer-filters';

describe('the explorer words', () => {
  it('reads the summary card', () => {
    expect(summaryText(66, 28)).toBe('66 communities across 28 countries');
    expect(summaryText(1, 1)).toBe('1 community across 1 country');
    expect(summaryText(0, 0)).toBe('0 communities across 0 countries');
  });
  it('reads member counts', () => {
    expect(membersText(0)).toBe('New members');
    expect(membersText(1)).toBe('1 member');
    expect(membersText(1234)).toBe('1,234 members');
  });
  it('toggling the active chip clears it', () => {
    expect(toggleType(null, 'craft')).toBe('craft');
    expect(toggleType('craft', 'craft')).toBeNull();
    expect(toggleType('craft', 'learn')).toBe('learn');
  });
  it('distances in miles in the UK and the US, in km elsewhere (issue 20 §5)', () => {
    expect(usesMiles('en-GB')).toBe(true);
    expect(usesMiles('en-US')).toBe(true);
    expect(usesMiles('de-DE')).toBe(false);
    expect(usesMiles('en')).toBe(false);
    expect(distanceText(40.2, 'en-GB')).toBe('25 miles away');
    expect(distanceText(12.5, 'de-DE')).toBe('13 km away');
    expect(distanceText(5.5, 'en-US')).toBe('3.4 miles away');
    expect(distanceText(0.4, 'fr-FR')).toBe('Less than 1 km away');
  });
});
