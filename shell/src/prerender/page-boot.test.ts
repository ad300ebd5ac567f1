import { textSizeBootScript } from '@afterwork/contracts/page-boot';
import { applyTextSize, TEXT_SIZE_KEY, textSizes } from '@afterwork/shell-sdk';

/** The head's inline script (before any of the site's JavaScript) must set exactly what text-size.ts sets. */
describe('the pages\' text-size script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-text-size');
    document.documentElement.style.removeProperty('--aw-text-scale');
  });

  it.each(textSizes.map((s) => s.value))('puts %s on <html> as applyTextSize does', (size) => {
    const expected = document.createElement('html');
    applyTextSize(size, expected);
    localStorage.setItem(TEXT_SIZE_KEY, size);
    new Function(textSizeBootScript)();
    expect(document.documentElement.dataset.textSize).toBe(expected.dataset.textSize);
    expect(document.documentElement.style.getPropertyValue('--aw-text-scale')).toBe(expected.style.getPropertyValue('--aw-text-scale'));
  });

  it('leaves <html> alone with no choice stored, or an unknown one', () => {
    new Function(textSizeBootScript)();
    localStorage.setItem(TEXT_SIZE_KEY, 'huge');
    new Function(textSizeBootScript)();
    expect(document.documentElement.dataset.textSize).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--aw-text-scale')).toBe('');
  });
});
