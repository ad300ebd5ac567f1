import { BackLink } from '@afterwork/ui/back-link';
import { ASSESSMENTS } from '@afterwork/contracts/assessment-definitions';
import { AssessmentCard } from './assessment-card';
import { AssessmentDisclaimer } from './assessment-disclaimer';
import '../../../library.css';

export function AssessmentListPage() {
  return (
    <div className="lib-page">
      <BackLink to="/resources">Back to Resources</BackLink>
      <section className="lib-hero lib-hero-small" aria-labelledby="assess-title">
        <h1 id="assess-title">Wellbeing Self-Assessments</h1>
        <p>Five short, private check-ins. Each has five questions and takes two or three minutes. Take them at your own pace.</p>
      </section>
      <div className="lib-grid">
        {ASSESSMENTS.map((a) => (
          <AssessmentCard key={a.id} assessment={a} headingLevel={2} />
        ))}
      </div>
      <AssessmentDisclaimer />
    </div>
  );
}
