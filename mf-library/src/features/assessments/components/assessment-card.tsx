import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import type { Assessment } from '@afterwork/contracts/assessment-definitions';
import { AssessmentIcon } from './assessment-icon';

/** Card: title, description, question count, minutes, icon, colour, 'Begin Assessment'. */
export function AssessmentCard({ assessment: a, onStart, headingLevel = 3 }: { assessment: Assessment; onStart?: (id: string) => void; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="lib-assess-card" style={{ borderTopColor: a.color }} aria-labelledby={`assess-${a.id}`}>
      <AssessmentIcon assessment={a} />
      <H id={`assess-${a.id}`} className="lib-card-title">{a.title}</H>
      <p className="lib-card-desc">{a.description}</p>
      <ul className="lib-assess-meta">
        <li><QuestionCircleOutlined aria-hidden /> {a.questions.length} questions</li>
        <li><ClockCircleOutlined aria-hidden /> About {a.timeMinutes} minutes</li>
      </ul>
      {onStart ? (
        <Button type="primary" size="large" block onClick={() => onStart(a.id)} aria-label={`Begin Assessment: ${a.title}`}>
          Begin Assessment
        </Button>
      ) : (
        <LinkButton to={`/assessments/${a.id}`} type="primary" size="large" block aria-label={`Begin Assessment: ${a.title}`}>
          Begin Assessment
        </LinkButton>
      )}
    </article>
  );
}
