import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';

/** Spec part 1 §2: educational, not diagnostic, no substitute for professional advice. */
export function AssessmentDisclaimer() {
  return (
    <p className="lib-disclaimer">
      <InfoCircleOutlined aria-hidden /> <strong>Please note:</strong> these assessments are for educational purposes only. They are not a
      diagnosis and are no substitute for professional medical or mental health advice. If you are worried about how you feel, please
      speak with your doctor or a qualified professional.
    </p>
  );
}
