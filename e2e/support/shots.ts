import type { Locator, Page } from '@playwright/test';

/**
 * Pictures for a person to look at, taken only when SHOTS_DIR names a folder (CI takes none, so a run never writes
 * outside the checkout). `widths` re-lays the page at each width (a phone and a desktop) and puts it back;
 * `part` takes one part of the page instead of the whole of it.
 */
export async function lookAt(page: Page, name: string, options: { widths?: number[]; part?: Locator } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  if (options.part) {
    await options.part.screenshot({ path: `${dir}/${name}.png` });
    return;
  }
  if (!options.widths) {
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
    return;
  }
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of options.widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
