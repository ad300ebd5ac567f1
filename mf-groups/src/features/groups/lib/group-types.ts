import { typeColors } from '@afterwork/shell-sdk';

/** The five group types (spec part 2 §9), with the words shown on chips and cards. */
export const GROUP_TYPE_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'learn', label: 'Learn' },
  { value: 'practice', label: 'Practice' },
  { value: 'craft', label: 'Craft' },
  { value: 'social', label: 'Social' },
] as const;

export const typeLabel = (type: string): string => GROUP_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
export const typeColor = (type: string): string => typeColors[type] ?? typeColors.social;
