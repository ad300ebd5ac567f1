import BookOutlined from '@ant-design/icons/BookOutlined';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import ScissorOutlined from '@ant-design/icons/ScissorOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import type { CommunityType } from '@afterwork/contracts/community-types';

const ICONS: Record<CommunityType, typeof BookOutlined> = {
  active: ThunderboltOutlined,
  learn: BookOutlined,
  practice: BulbOutlined,
  craft: ScissorOutlined,
  hobby: HeartOutlined,
};

/** The default cover per type: a gradient (CSS) and a large icon, no external images. */
export function CoverArt({ type }: { type: CommunityType }) {
  const Icon = ICONS[type];
  return (
    <div className="cm-cover-art" aria-hidden>
      <Icon />
    </div>
  );
}
