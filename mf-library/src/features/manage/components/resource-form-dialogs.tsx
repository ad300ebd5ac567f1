import { Button } from '@afterwork/ui/antd-base';
import { Form } from '@afterwork/ui/antd-form';
import { showFieldErrors, showServerErrors } from '@afterwork/ui/zod-form';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import type { Resource } from '@afterwork/contracts/resources';
import { useCreateResource, useUpdateResource } from '../../resources/public';
import { bodyOf, emptyFormValues, formValuesOf, type ResourceFormValues } from '../lib/form-values';
import { ResourceForm, clientErrors } from './resource-form';

/** Errors from the server: field messages go on the form; nothing typed is lost (the dialog stays open). */
function onServerError(form: ReturnType<typeof Form.useForm<ResourceFormValues>>[0], err: unknown, toastTitle: string) {
  showServerErrors(form, err, { scroll: true });
  notifyError(toastTitle, errorText(err));
}

export function AddResourceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ResourceFormValues>();
  const create = useCreateResource();
  const submit = () => {
    const values = { ...emptyFormValues(), ...form.getFieldsValue(true) } as ResourceFormValues;
    const errors = clientErrors(values);
    if (errors) return void showFieldErrors(form, errors, { scroll: true });
    create.mutate(bodyOf(values), {
      onSuccess: (r) => {
        notifySuccess('Resource created', `'${r.title}' is now in the library.`);
        form.resetFields();
        onClose();
      },
      onError: (err) => onServerError(form, err, 'Failed to add to library'),
    });
  };
  return (
    <Modal
      open={open}
      title="Add to Library"
      onCancel={onClose}
      width={680}
      forceRender
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>Cancel</Button>,
        <Button key="save" size="large" type="primary" loading={create.isPending} onClick={submit}>Add to Library</Button>,
      ]}
    >
      <ResourceForm form={form} id="add-resource" initial={emptyFormValues()} />
    </Modal>
  );
}

export function EditResourceDialog({ item, open, onClose }: { item: Resource; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ResourceFormValues>();
  const update = useUpdateResource();
  const submit = () => {
    const values = { ...formValuesOf(item), ...form.getFieldsValue(true) } as ResourceFormValues;
    const errors = clientErrors(values);
    if (errors) return void showFieldErrors(form, errors, { scroll: true });
    update.mutate({ id: item.id, body: bodyOf(values) }, {
      onSuccess: (r) => {
        notifySuccess('Library item updated', `'${r.title}' has been saved.`);
        onClose();
      },
      onError: (err) => onServerError(form, err, 'Failed to update library item'),
    });
  };
  return (
    <Modal
      open={open}
      title="Edit Library Item"
      onCancel={onClose}
      width={680}
      forceRender
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>Cancel</Button>,
        <Button key="save" size="large" type="primary" loading={update.isPending} onClick={submit}>Save Changes</Button>,
      ]}
    >
      <ResourceForm form={form} id={`edit-resource-${item.id}`} initial={formValuesOf(item)} />
    </Modal>
  );
}
