import { useState } from 'react';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Form, Input, Radio } from '@afterwork/ui/antd-form';
import { DoneState } from '@afterwork/ui/states';
import { lazyContract, showServerErrors } from '@afterwork/ui/zod-form';
import { isApiError, errorText } from '@afterwork/shell-sdk';
import type { BusinessEnquiryInput } from '@afterwork/contracts/business';
import { COMPANY_SIZES, companySizeLabel, type BusinessEnquiryReceipt, type EnquiryRequestType } from '@afterwork/contracts/business-words';
import { useSendEnquiry } from './api/business-mutations';

/** The enquiry's schema, loaded when the form first checks a field (zod stays off a first visit to /business). */
const businessContract = lazyContract(() => import('@afterwork/contracts/business'));

export type EnquiryIntent = EnquiryRequestType;

type FormValues = Omit<BusinessEnquiryInput, 'requestType'>;
const FORM_FIELDS: ReadonlyArray<keyof FormValues> = ['firstName', 'lastName', 'companyEmail', 'companyName', 'companySize'];

const INTENT_NOTE: Record<EnquiryIntent, string> = {
  information: 'Tell us a little about your organisation and we will send you our business information pack.',
  demo: 'You asked for a demo. Fill in the form below and we will contact you to arrange a time that suits you.',
  sales: 'You asked to talk to our sales team. Fill in the form below and a member of the team will get in touch.',
  consultation: 'You asked for a consultation. Fill in the form below and we will contact you to book it.',
};

/** 'Request Business Information': validated with the contract's zod schema, stored by the API, confirmed on screen. */
export function BusinessEnquiryForm({ intent }: { intent: EnquiryIntent }) {
  const [form] = Form.useForm<FormValues>();
  const send = useSendEnquiry();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<BusinessEnquiryReceipt | null>(null);

  const onFinish = async (values: FormValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      // Each field was checked against the contract as it was filled in; the API checks the whole request again.
      setReceipt(await send.mutateAsync({ ...values, requestType: intent }));
    } catch (err) {
      // Whatever happens, the visitor's typing stays in the form.
      if (isApiError(err, 400) && err.fields) {
        showServerErrors(form, err, { known: FORM_FIELDS });
        setFailure(err.serverMessage);
      } else {
        setFailure(`We could not send your request. ${errorText(err, 'Please try again in a moment.')} Your answers are still here.`);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (receipt) {
    return (
      <div role="status" aria-live="polite" className="aw-enquiry-done">
        <DoneState
          title={<span className="aw-enquiry-done-title">Thank you, {receipt.firstName}! We have received your request.</span>}
          message={`Our business team will email you at ${receipt.companyEmail} within one working day.`}
          action={
            <Button
              size="large"
              onClick={() => {
                form.resetFields();
                setReceipt(null);
              }}
            >
              Send another request
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <>
      <p className="aw-enquiry-note">{INTENT_NOTE[intent]} All fields are required.</p>
      <Form<FormValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish} onFocus={businessContract.warm} disabled={submitting} scrollToFirstError={{ focus: true, block: 'center' }} aria-label="Request Business Information">
        <div className="aw-form-row">
          <Form.Item name="firstName" label="First name" rules={[businessContract.rule((c) => c.businessEnquirySchema.shape.firstName)]} validateFirst>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={[businessContract.rule((c) => c.businessEnquirySchema.shape.lastName)]}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item name="companyEmail" label="Company email" rules={[businessContract.rule((c) => c.businessEnquirySchema.shape.companyEmail)]}>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="companyName" label="Company name" rules={[businessContract.rule((c) => c.businessEnquirySchema.shape.companyName)]}>
          <Input autoComplete="organization" maxLength={200} />
        </Form.Item>
        <Form.Item name="companySize" label="Company size" rules={[businessContract.rule((c) => c.businessEnquirySchema.shape.companySize)]}>
          <Radio.Group className="aw-size-options" options={COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(size) }))} />
        </Form.Item>
        {failure && <Alert type="error" showIcon role="alert" title={failure} className="aw-enquiry-alert" />}
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {submitting ? 'Sending...' : 'Get Information'}
        </Button>
      </Form>
    </>
  );
}
