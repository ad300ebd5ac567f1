import { useState } from 'react';
import { BookOutlined, CoffeeOutlined, HeartOutlined, ScissorOutlined, TrophyOutlined } from '@ant-design/icons';
import { typeColor } from '../lib/group-types';

const ICONS: Record<string, typeof BookOutlined> = {
  active: TrophyOutlined,
  learn: BookOutlined,
  practice: HeartOutlined,
  craft: ScissorOutlined,
  social: CoffeeOutlined,
};

/** The group's picture, or (no picture / failed to load) a calm coloured panel with the type's icon. */
export function GroupImage({ name, type, imageUrl, className }: { name: string; type: string; imageUrl: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return <img className={`aw-group-image ${className ?? ''}`} src={imageUrl} alt={`Picture for ${name}`} loading="lazy" onError={() => setFailed(true)} />;
  }
  const Icon = ICONS[type] ?? CoffeeOutlined;
  const color = typeColor(type);
  return (
    <div className={`aw-group-image aw-group-image-fallback ${className ?? ''}`} style={{ background: `linear-gradient(135deg, ${color}22, ${color}55)` }} role="img" aria-label={`Picture for ${name}`}>
      <Icon style={{ color, fontSize: 48 }} aria-hidden />
    </div>
  );
}
