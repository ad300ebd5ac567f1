/** Read-only stars: one accessible name ('Rated 4.8 out of 5'), the glyphs hidden from screen readers. */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const full = Math.round(value);
  return (
    <span role="img" aria-label={`Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`} className="mp-stars" style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden className={i <= full ? 'mp-star-on' : 'mp-star-off'}>
          ★
        </span>
      ))}
    </span>
  );
}
