import { lazyContract } from '@afterwork/ui/zod-form';

/** The members' contract (zod schemas), loaded when a sign-in or register field is first checked, not with /auth. */
export const usersContract = lazyContract(() => import('@afterwork/contracts/users'));
