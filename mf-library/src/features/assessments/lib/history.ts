/** A higher score always means more to look after, so a lower one is a change in a good direction. */
export function describeChange(previousPercent: number, percent: number): string {
  const diff = percent - previousPercent;
  if (diff === 0) return 'This time it is the same.';
  const points = Math.abs(diff) === 1 ? '1 point' : `${Math.abs(diff)} points`;
  return diff < 0
    ? `This time it is ${points} lower, a change in a good direction.`
    : `This time it is ${points} higher. Be kind to yourself, and consider what might help.`;
}
