import CloudOutlined from '@ant-design/icons/CloudOutlined';
import FireOutlined from '@ant-design/icons/FireOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { Assessment } from '@afterwork/contracts/assessment-definitions';

const ICONS = { heart: HeartOutlined, team: TeamOutlined, fire: FireOutlined, cloud: CloudOutlined, link: LinkOutlined };

export function AssessmentIcon({ assessment, size = 56 }: { assessment: Pick<Assessment, 'icon' | 'color'>; size?: number }) {
  const Icon = ICONS[assessment.icon] ?? HeartOutlined;
  return (
    <span className="lib-assess-icon" style={{ background: assessment.color, width: size, height: size }} aria-hidden="true">
      <Icon style={{ fontSize: size / 2, color: '#fff' }} />
    </span>
  );
}
