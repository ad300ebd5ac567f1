// antd through the shared groups (never './antd-*'): a remote must use the shell's one antd, or the form and its fields meet two copies.
import type { ReactNode } from 'react';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Form, type FormInstance, type FormProps } from '@afterwork/ui/antd-form';

interface FormDialogProps<Values> {
  title: ReactNode;
  /** Shown by default; a dialog that keeps what was typed while closed passes its own open state. */
  open?: boolean;
  onClose: () => void;
  form: FormInstance<Values>;
  initialValues?: FormProps<Values>['initialValues'];
  requiredMark?: FormProps<Values>['requiredMark'];
  /** Called with the checked values (Enter in a field submits too). */
  onSubmit: (values: Values) => void;
  /** The primary button's words, e.g. 'Save changes'. */
  submitLabel: ReactNode;
  pending: boolean;
  /** The last failure, in plain words, under the fields; `errorTitle` says what did not happen. */
  error?: string | null;
  errorTitle: string;
  children: ReactNode;
}

/**
 * A form in a dialog, the way every form dialog on the site looks and behaves: large 'Cancel' and primary buttons,
 * fields checked when one is left, the failure shown under the fields, Enter submits.
 */
export function FormDialog<Values>({
  title,
  open = true,
  onClose,
  form,
  initialValues,
  requiredMark,
  onSubmit,
  submitLabel,
  pending,
  error,
  errorTitle,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" size="large" type="primary" loading={pending} onClick={() => form.submit()}>
          {submitLabel}
        </Button>,
      ]}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={requiredMark} initialValues={initialValues} validateTrigger="onBlur" onFinish={onSubmit}>
        {children}
        {error && <Alert type="error" showIcon title={errorTitle} description={error} />}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
