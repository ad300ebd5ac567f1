import { Tag } from '@afterwork/ui/antd-display';
import { typeColors } from '@afterwork/shell-sdk';
import { displayType, typeLabel } from '@afterwork/contracts/community-types';

/** A community type as a coloured label (spec §9 colours; anything unknown is hobby). */
export function TypeTag({ type }: { type: string }) {
  const t = displayType(type);
  return (
    <Tag color={typeColors[t]} className="aw-type-tag">
      {typeLabel(t)}
    </Tag>
  );
}
