import { useCallback, useEffect, useRef, useState } from 'react';
import { carouselEdges, scrollStep } from './carousel-logic';
import type { Testimonial } from './home-data';

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
);

/** Five stars, filled to `rating` (halves shown as half a star). */
export function StarRating({ rating }: { rating: number }) {
  const stars = (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
        </svg>
      ))}
    </>
  );
  return (
    <span className="aw-stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className="aw-stars-empty">{stars}</span>
      <span className="aw-stars-full" style={{ width: `${(rating / 5) * 100}%` }}>
        {stars}
      </span>
    </span>
  );
}

const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A scroll-snap carousel (no library): the list scrolls by touch, trackpad or keyboard (the list is focusable);
 * the buttons scroll smoothly by a third of the visible width and are disabled at each end.
 */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canGoBack: false, canGoForward: true });

  // Where the last button press is taking the list: a second press during the smooth scroll steps on from
  // there, not from wherever the animation happens to be (two quick presses of Previous must reach the start).
  const targetRef = useRef<number | null>(null);

  const update = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    setEdges(carouselEdges(el));
    if (targetRef.current !== null && Math.abs(el.scrollLeft - targetRef.current) < 2) targetRef.current = null;
  }, []);

  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    // A scroll that ends anywhere else (snap, touch, keyboard) forgets the button's target.
    const settle = () => {
      targetRef.current = null;
      update();
    };
    el.addEventListener('scrollend', settle);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      el.removeEventListener('scrollend', settle);
      observer?.disconnect();
    };
  }, [update]);

  const go = (direction: -1 | 1) => {
    const el = trackRef.current;
    if (!el) return;
    const from = targetRef.current ?? el.scrollLeft;
    const to = Math.max(0, Math.min(el.scrollWidth - el.clientWidth, from + scrollStep(el.clientWidth, direction)));
    targetRef.current = to;
    el.scrollTo({ left: to, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div className="aw-carousel">
      <ul
        ref={trackRef}
        className="aw-carousel-track"
        tabIndex={0}
        aria-label="What our members say (scroll sideways, or use the arrow keys when this list is focused)"
      >
        {items.map((t, i) => (
          <li key={t.id} className="aw-carousel-item" aria-label={`Testimonial ${i + 1} of ${items.length}`}>
            <figure className="aw-testimonial">
              <StarRating rating={t.rating} />
              <blockquote>
                <p>“{t.content}”</p>
              </blockquote>
              <figcaption>
                <span className="aw-avatar" style={{ background: t.color }} aria-hidden="true">
                  {t.initials}
                </span>
                <span>
                  <strong>{t.name}</strong>
                  <br />
                  <span className="aw-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="aw-carousel-controls">
        <button type="button" className="aw-round-button" onClick={() => go(-1)} disabled={!edges.canGoBack} aria-label="Previous testimonials">
          <Chevron direction="left" />
        </button>
        <button type="button" className="aw-round-button" onClick={() => go(1)} disabled={!edges.canGoForward} aria-label="Next testimonials">
          <Chevron direction="right" />
        </button>
      </div>
    </div>
  );
}
