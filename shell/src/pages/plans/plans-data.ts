/** Spec part 1 §9. */
export const PREMIUM_PRICE = { monthly: '19.99', annual: '199.99' } as const;
export type BillingPeriod = keyof typeof PREMIUM_PRICE;
export const TRIAL_DAYS = 14;

export const PREMIUM_FEATURES = [
  'Unlimited community access',
  'Exclusive virtual events',
  'Advanced profile customization',
  'Direct messaging',
  'No advertisements',
  'Priority access to expert sessions',
  'Create your own communities',
  'Personal growth analytics',
  'Priority support',
  'Early access to new features',
] as const;
