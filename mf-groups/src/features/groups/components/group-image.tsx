import { useState } from 'react';
import { BookOutlined, CoffeeOutlined, HeartOutlined, ScissorOutlined } from '@ant-design/icons';
import { TopicArt, topicArtFor } from '@afterwork/ui/topic-art';
import { typeColor } from '../lib/group-types';

/** When the name says nothing we have a picture for, the type's (an active group walks; no trophy: issue 19 §11). */
const ICONS: Record<string, ReturnType<typeof topicArtFor>> = {
  active: topicArtFor('walking'),
  learn: BookOutlined,
  practice: HeartOutlined,
  craft: ScissorOutlined,
  social: CoffeeOutlined,
};

/** The group's picture, or (no picture / failed to load) a calm coloured panel with art for its topic. */
export function GroupImage({ name, type, imageUrl, className }: { name: string; type: string; imageUrl: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return <img className={`aw-group-image ${className ?? ''}`} src={imageUrl} alt={`Picture for ${name}`} loading="lazy" onError={() => setFailed(true)} />;
  }
  const color = typeColor(type);
  return (
    <div className={`aw-group-image aw-group-image-fallback ${className ?? ''}`} style={{ background: `linear-gradient(135deg, ${color}22, ${color}55)` }} role="img" aria-label={`Picture for ${name}`}>
      <TopicArt text={name} fallback={ICONS[type] ?? CoffeeOutlined} color={color} size={48} />
    </div>
  );
}
