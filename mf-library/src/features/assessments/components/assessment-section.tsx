import { LinkButton } from '@afterwork/ui/link-button';
import { ASSESSMENTS } from '@afterwork/contracts/assessment-definitions';
import { AssessmentCard } from './assessment-card';
import { AssessmentDisclaimer } from './assessment-disclaimer';

/** The library page's assessment section: the first three, and 'View All Assessments'. */
export function AssessmentSection() {
  return (
    <section className="lib-section" aria-labelledby="lib-assess-heading">
      <div className="lib-section-head">
        <div>
          <h2 id="lib-assess-heading">Wellbeing Self-Assessments</h2>
          <p className="lib-lead">Short, private check-ins to help you understand how you are doing.</p>
        </div>
        <LinkButton to="/assessments" size="large">View All Assessments</LinkButton>
      </div>
      <div className="lib-grid">
        {ASSESSMENTS.slice(0, 3).map((a) => (
          <AssessmentCard key={a.id} assessment={a} />
        ))}
      </div>
      <AssessmentDisclaimer />
    </section>
  );
}
