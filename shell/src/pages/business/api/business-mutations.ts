import { useMutation } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { BusinessEnquiryInput } from '@afterwork/contracts/business';
import type { BusinessEnquiryReceipt } from '@afterwork/contracts/business-words';

/** 'Request Business Information' (POST /api/business-enquiries): the answer is the receipt shown on screen. */
export const useSendEnquiry = () =>
  useMutation({ mutationFn: (body: BusinessEnquiryInput) => api.post<BusinessEnquiryReceipt>(apiPaths.businessEnquiries, body) });
