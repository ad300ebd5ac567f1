import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { businessEnquirySchema } from '@afterwork/contracts/business';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/validate';
import { createBusinessEnquiriesService } from './service';

export function registerBusinessEnquiriesRoutes(router: Router, deps: AppDeps): void {
  const enquiries = createBusinessEnquiriesService(deps.db);

  /** Public (no sign-in). 201 stored, 200 same enquiry already received, 400 with per-field messages, 429 too many. */
  router.post(apiPaths.businessEnquiries, async (ctx) => {
    const data = validate(businessEnquirySchema, ctx.request.body ?? {});
    const { receipt, created } = await enquiries.submit(data, ctx.ip);
    ctx.status = created ? 201 : 200;
    ctx.body = receipt;
  });
}
