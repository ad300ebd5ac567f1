/** A distance in the reader's unit: miles in the US and the UK, kilometres elsewhere. */
export function distanceText(km: number, locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language): string {
  const miles = /^en-(US|GB)$/i.test(locale) || locale === 'en';
  const value = miles ? km / 1.609344 : km;
  const unit = miles ? (Math.round(value) === 1 ? 'mile' : 'miles') : 'km';
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit} away`;
}
