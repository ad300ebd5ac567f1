import type { CSSProperties } from 'react';
import { typeColors } from '@afterwork/shell-sdk';
import { displayType, typeLabel } from '@afterwork/contracts/community-types';

export const typeColor = (type: string): string => typeColors[displayType(type)] ?? typeColors.hobby;
export const typeStyle = (type: string) => ({ '--cm-type': typeColor(type) }) as CSSProperties;

/** A community type as a chip: coloured ring and dot, the type's name in dark text (never colour alone). */
export function TypeChip({ type }: { type: string }) {
  return (
    <span className="cm-type-chip" style={typeStyle(type)}>
      <span className="cm-dot" aria-hidden />
      {typeLabel(type)}
    </span>
  );
}
