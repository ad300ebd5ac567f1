import { Tag } from '@afterwork/ui/antd-base';
import { typeColors } from '@afterwork/shell-sdk';
import { displayType } from '../filter-communities';

/** A community type as a coloured label (spec §9 colours; anything unknown is hobby). */
export function TypeTag({ type }: { type: string }) {
  const t = displayType(type);
  return (
    <Tag color={typeColors[t]} className="aw-type-tag">
      {t.charAt(0).toUpperCase() + t.slice(1)}
    </Tag>
  );
}
