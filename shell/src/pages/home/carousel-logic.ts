/** Spec part 1 §9: the carousel's edge tolerance, in CSS pixels. */
export const EDGE_TOLERANCE = 5;

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Previous is disabled within 5 px of the start, next within 5 px of the end (spec part 1 §2 'Home'). */
export function carouselEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): { canGoBack: boolean; canGoForward: boolean } {
  return {
    canGoBack: scrollLeft > EDGE_TOLERANCE,
    canGoForward: scrollLeft + clientWidth < scrollWidth - EDGE_TOLERANCE,
  };
}

/** Previous and next scroll by one third of the visible width. */
export const scrollStep = (clientWidth: number, direction: -1 | 1): number => (direction * clientWidth) / 3;
