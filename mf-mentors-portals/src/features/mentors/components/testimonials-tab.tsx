import { useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import type { MentorTestimonial } from '@afterwork/contracts/mentors';
import { LikeOutlined, LikeFilled } from '@ant-design/icons';
import { averageRating, ratingBreakdown } from '../lib/ratings';
import { formatDay } from '@afterwork/ui/dates';
import { Stars } from './stars';

function Review({ t }: { t: MentorTestimonial }) {
  const [helpful, setHelpful] = useState(false);
  return (
    <li className="mp-review">
      <h3 className="mp-review-name">{t.name}</h3>
      <p className="mp-review-meta">
        <Stars value={t.rating} size={18} /> <span>{formatDay(t.date)}</span>
      </p>
      <p>{t.text}</p>
      <Button size="large" aria-pressed={helpful} icon={helpful ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />} onClick={() => setHelpful((v) => !v)}>
        {helpful ? 'Helpful · thank you' : 'Helpful'}
      </Button>
    </li>
  );
}

export function TestimonialsTab({ testimonials }: { testimonials: MentorTestimonial[] }) {
  if (!testimonials.length) return <p className="mp-tab">No reviews yet.</p>;
  const avg = averageRating(testimonials);
  return (
    <div className="mp-tab mp-testimonials">
      <div className="mp-summary">
        <p className="mp-average">
          <strong>{avg}</strong> <span>out of 5</span>
        </p>
        <Stars value={Number(avg)} size={24} />
        <p>Based on {testimonials.length} {testimonials.length === 1 ? 'review' : 'reviews'}</p>
        <table className="mp-breakdown">
          <caption className="mp-sr-only">Number of reviews for each star rating</caption>
          <tbody>
            {ratingBreakdown(testimonials).map((row) => (
              <tr key={row.stars}>
                <th scope="row">{row.stars} {row.stars === 1 ? 'star' : 'stars'}</th>
                <td>
                  <span className="mp-bar" aria-hidden>
                    <span style={{ width: `${row.percent}%` }} />
                  </span>
                </td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mp-reviews" aria-label="Reviews">
        {testimonials.map((t) => (
          <Review key={t.id} t={t} />
        ))}
      </ul>
    </div>
  );
}
