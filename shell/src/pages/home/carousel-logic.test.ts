import { EDGE_TOLERANCE, carouselEdges, scrollStep } from './carousel-logic';

describe('testimonial carousel edges (spec part 1 §2: disabled within 5 units of each end)', () => {
  const box = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 2000, clientWidth: 1200 });

  it('uses a tolerance of 5', () => expect(EDGE_TOLERANCE).toBe(5));

  it('at the start: previous disabled, next enabled', () => {
    expect(carouselEdges(box(0))).toEqual({ canGoBack: false, canGoForward: true });
  });

  it('within 5 px of the start previous is still disabled; past 5 px it is enabled', () => {
    expect(carouselEdges(box(5)).canGoBack).toBe(false);
    expect(carouselEdges(box(4.5)).canGoBack).toBe(false);
    expect(carouselEdges(box(5.5)).canGoBack).toBe(true);
  });

  it('within 5 px of the end next is disabled; further away it is enabled', () => {
    // end = scrollWidth - clientWidth = 800
    expect(carouselEdges(box(800)).canGoForward).toBe(false);
    expect(carouselEdges(box(795)).canGoForward).toBe(false);
    expect(carouselEdges(box(794)).canGoForward).toBe(true);
  });

  it('in the middle both are enabled', () => {
    expect(carouselEdges(box(400))).toEqual({ canGoBack: true, canGoForward: true });
  });

  it('when everything fits, both are disabled', () => {
    expect(carouselEdges({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 1200 })).toEqual({ canGoBack: false, canGoForward: false });
  });

  it('scrolls by one third of the visible width, either way', () => {
    expect(scrollStep(1200, 1)).toBe(400);
    expect(scrollStep(390, -1)).toBe(-130);
  });
});
