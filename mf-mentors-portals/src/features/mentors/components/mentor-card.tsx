import type { MentorSummary } from '@afterwork/contracts/mentors';
import { Card, Tag } from '@afterwork/ui/antd-display';
import { LinkButton } from '@afterwork/ui/link-button';
import { EnvironmentOutlined, GlobalOutlined } from '@ant-design/icons';
import { Portrait } from './portrait';
import { Stars } from './stars';

export function MentorCard({ mentor }: { mentor: MentorSummary }) {
  const shown = mentor.specialties.slice(0, 3);
  const more = mentor.specialties.length - shown.length;
  return (
    <Card className="mp-card">
      <div className="mp-card-head">
        <Portrait avatar={mentor.avatar} name={mentor.name} size={88} />
        <div>
          <h2 className="mp-card-name">{mentor.name}</h2>
          <p className="mp-card-role">{mentor.role}</p>
        </div>
      </div>
      <ul className="mp-tags" aria-label="Specialties">
        {shown.map((s) => (
          <li key={s}>
            <Tag>{s}</Tag>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Tag aria-label={`and ${more} more`}>+{more}</Tag>
          </li>
        )}
      </ul>
      <p className="mp-card-bio">{mentor.bio}</p>
      <p className="mp-fact">
        <EnvironmentOutlined aria-hidden /> {mentor.location}
      </p>
      <p className="mp-fact">
        <GlobalOutlined aria-hidden /> {mentor.languages.join(', ')}
      </p>
      <p className="mp-rating">
        <Stars value={mentor.rating} /> <strong>{mentor.rating.toFixed(1)}</strong> <span>({mentor.reviewCount} reviews)</span>
      </p>
      <LinkButton to={`/mentors/${mentor.id}`} type="primary" size="large" block aria-label={`View profile of ${mentor.name}`}>
        View profile
      </LinkButton>
    </Card>
  );
}
