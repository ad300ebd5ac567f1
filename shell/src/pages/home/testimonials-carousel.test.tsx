import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialsCarousel, StarRating } from './testimonials-carousel';
import { testimonials } from './home-data';

function setBox(el: HTMLElement, { scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
  el.scrollLeft = scrollLeft;
  act(() => {
    fireEvent.scroll(el);
  });
}

jest.setTimeout(30_000);

describe('TestimonialsCarousel', () => {
  it('shows five testimonials with named controls, and the list is keyboard reachable', () => {
    render(<TestimonialsCarousel items={testimonials} />);
    expect(testimonials).toHaveLength(5);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const list = screen.getByRole('list', { name: /What our members say/ });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Previous testimonials' })).toBeDisabled();
  });

  it('enables and disables previous and next from the scroll position (5 px tolerance)', () => {
    render(<TestimonialsCarousel items={testimonials} />);
    const list = screen.getByRole('list', { name: /What our members say/ });
    const prev = screen.getByRole('button', { name: 'Previous testimonials' });
    const next = screen.getByRole('button', { name: 'Next testimonials' });

    setBox(list, { scrollLeft: 3, scrollWidth: 2000, clientWidth: 1200 });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    setBox(list, { scrollLeft: 400, scrollWidth: 2000, clientWidth: 1200 });
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();

    setBox(list, { scrollLeft: 797, scrollWidth: 2000, clientWidth: 1200 });
    expect(prev).toBeEnabled();
    expect(next).toBeDisabled();
  });

  it('next and previous scroll smoothly by a third of the visible width', () => {
    render(<TestimonialsCarousel items={testimonials} />);
    const list = screen.getByRole('list', { name: /What our members say/ });
    const scrollTo = jest.fn();
    (list as unknown as { scrollTo: typeof scrollTo }).scrollTo = scrollTo;
    setBox(list, { scrollLeft: 400, scrollWidth: 2000, clientWidth: 900 });
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 700, behavior: 'smooth' });
    // The list has arrived: the next press starts from where it is.
    setBox(list, { scrollLeft: 700, scrollWidth: 2000, clientWidth: 900 });
    fireEvent.scroll(list);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
  });

  it('a second press during the smooth scroll steps on from where the first was going, never past an end', () => {
    render(<TestimonialsCarousel items={testimonials} />);
    const list = screen.getByRole('list', { name: /What our members say/ });
    const scrollTo = jest.fn();
    (list as unknown as { scrollTo: typeof scrollTo }).scrollTo = scrollTo;
    setBox(list, { scrollLeft: 600, scrollWidth: 1500, clientWidth: 900 }); // at the end
    const previous = screen.getByRole('button', { name: 'Previous testimonials' });
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    setBox(list, { scrollLeft: 520, scrollWidth: 1500, clientWidth: 900 }); // still moving
    fireEvent.scroll(list);
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('ratings are out of 5 with half stars', () => {
    render(<StarRating rating={4.5} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(stars.querySelector<HTMLElement>('.aw-stars-full')!.style.width).toBe('90%');
  });
});
