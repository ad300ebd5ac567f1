import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from '@afterwork/ui/antd-form';
import { Select } from '@afterwork/ui/antd-form-extra';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import { communityFormDefaults, communityFormSchema } from '@afterwork/contracts/communities';
import { COMMUNITY_TYPES, typeLabel } from '@afterwork/contracts/community-types';
import { showFieldErrors, showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { communityQuery } from '../api/communities-queries';
import { useCreateCommunity, useUpdateCommunity } from '../api/communities-mutations';
import { COMMUNITY_FIELDS, toFormValues, validateCommunityForm, type CommunityFormValues } from '../lib/community-form';

const typeOptions = COMMUNITY_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
const rule = (field: keyof typeof communityFormSchema.shape) => [zodRule(communityFormSchema.shape[field])];

/**
 * Create and edit a community (spec §5). Stays mounted while closed, so a draft survives closing by mistake;
 * on a failure the dialog stays open with everything typed and the server's messages on the fields.
 */
export default function CommunityFormDialog({ open, communityId, onClose }: { open: boolean; communityId: number | null; onClose: () => void }) {
  const [form] = Form.useForm<CommunityFormValues>();
  const editing = communityId != null;
  const existing = useQuery({ ...communityQuery(communityId ?? 0), enabled: open && editing });
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const busy = create.isPending || update.isPending;
  const loadedKey = useRef<number | 'new' | null>(null);

  useEffect(() => {
    if (!open) return;
    const key = communityId ?? 'new';
    if (loadedKey.current === key) return;
    if (editing && !existing.data) return; // wait for the community
    const first = loadedKey.current === null;
    loadedKey.current = key;
    if (first && key === 'new') return; // a fresh form already holds its initial values
    form.resetFields();
    form.setFieldsValue(editing && existing.data ? toFormValues(existing.data) : { ...communityFormDefaults });
  }, [open, communityId, editing, existing.data, form]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the messages are on the fields
    }
    const checked = validateCommunityForm(form.getFieldsValue(true));
    if (!checked.ok) {
      showFieldErrors(form, checked.errors);
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: communityId, data: checked.data });
      else await create.mutateAsync(checked.data);
      notify({ title: editing ? 'Community updated successfully' : 'Community created successfully', variant: 'success' });
      loadedKey.current = null;
      form.resetFields();
      onClose();
    } catch (err) {
      showServerErrors(form, err, { known: COMMUNITY_FIELDS });
      notifyError(editing ? 'Error updating community' : 'Error creating community', errorText(err));
    }
  };

  const waiting = editing && existing.isPending;
  return (
    <Modal
      open={open}
      title={<h2 className="aw-dialog-title">{editing ? 'Edit Community' : 'Add Community'}</h2>}
      okText={editing ? 'Save Changes' : 'Create Community'}
      cancelText="Cancel"
      onOk={submit}
      okButtonProps={{ disabled: waiting || (editing && existing.isError) }}
      confirmLoading={busy}
      onCancel={() => !busy && onClose()}
      mask={{ closable: false }}
      width={720}
      forceRender
    >
      {waiting && <p role="status">Loading the community...</p>}
      {editing && existing.isError && <p role="alert">We could not load this community: {errorText(existing.error)}</p>}
      <Form<CommunityFormValues> form={form} layout="vertical" requiredMark="optional" initialValues={{ ...communityFormDefaults }} hidden={waiting}>
        <Form.Item label="Name" name="name" required rules={rule('name')} validateTrigger="onBlur">
          <Input size="large" maxLength={110} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Description" name="description" required rules={rule('description')} validateTrigger="onBlur">
          <Input.TextArea rows={4} maxLength={5100} />
        </Form.Item>
        <div className="aw-form-row">
          <Form.Item label="Type" name="type" required rules={rule('type')}>
            <Select size="large" options={typeOptions} aria-label="Type" />
          </Form.Item>
          <Form.Item label="Location" name="location" required rules={rule('location')} validateTrigger="onBlur" extra="City and country, e.g. Leeds, UK">
            <Input size="large" maxLength={110} autoComplete="off" />
          </Form.Item>
        </div>
        <div className="aw-form-row">
          <Form.Item label="Latitude" name="latitude" required rules={rule('latitude')} validateTrigger="onBlur" extra="From -90 to 90, e.g. 53.8008">
            <Input size="large" inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item label="Longitude" name="longitude" required rules={rule('longitude')} validateTrigger="onBlur" extra="From -180 to 180, e.g. -1.5491">
            <Input size="large" inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item label="Image URL" name="imageUrl" rules={rule('imageUrl')} validateTrigger="onBlur">
          <Input size="large" inputMode="url" autoComplete="off" placeholder="https://..." />
        </Form.Item>
        <Form.Item label="Cover photo URL" name="coverPhoto" rules={rule('coverPhoto')} validateTrigger="onBlur">
          <Input size="large" inputMode="url" autoComplete="off" placeholder="https://..." />
        </Form.Item>
      </Form>
    </Modal>
  );
}
