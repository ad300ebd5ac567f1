/** Average of the reviews' ratings to one decimal ('4.7'); '0.0' when there are none. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): string {
  if (!reviews.length) return '0.0';
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return (Math.round((sum / reviews.length) * 10) / 10).toFixed(1);
}

export interface BreakdownRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Share of all reviews, 0 to 100 (whole number). */
  percent: number;
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars (in that order), with their share. */
export function ratingBreakdown(reviews: ReadonlyArray<{ rating: number }>): BreakdownRow[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = reviews.filter((r) => Math.round(r.rating) === stars).length;
    return { stars, count, percent: reviews.length ? Math.round((count / reviews.length) * 100) : 0 };
  });
}
