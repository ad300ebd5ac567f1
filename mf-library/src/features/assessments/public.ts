// The public face of the assessments feature: what the other features of mf-library may use (docs/architecture.md, "Boundaries").
export { AssessmentSection } from './components/assessment-section';
