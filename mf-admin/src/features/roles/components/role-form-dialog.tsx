import { useEffect, useRef } from 'react';
import { Alert } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { Select } from '@afterwork/ui/antd-form-extra';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import { isBuiltInRole, roleFormSchema, type Role } from '@afterwork/contracts/admin';
import { showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { useCreateRole, useUpdateRole } from '../api/roles-mutations';

interface Values {
  name: string;
  description: string;
  permissions: string[];
}
const FIELDS = ['name', 'description', 'permissions'] as const;
const empty: Values = { name: '', description: '', permissions: [] };

/**
 * Add and edit a role (spec §5: name 2 to 50, description and permissions optional). Kept mounted while
 * closed, so nothing typed is lost when the dialog is closed by mistake or the server refuses it.
 */
export default function RoleFormDialog({ open, role, onClose }: { open: boolean; role: Role | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateRole();
  const update = useUpdateRole();
  const busy = create.isPending || update.isPending;
  const editing = !!role;
  const builtIn = !!role && isBuiltInRole(role.name);
  const editingId = role?.id;
  const loadedKey = useRef<number | 'new' | null>(null);

  // Switching to another role (or from edit to add) starts from that role's values; reopening the same keeps the draft.
  useEffect(() => {
    if (!open) return;
    const key = editingId ?? 'new';
    if (loadedKey.current === key) return;
    const first = loadedKey.current === null;
    loadedKey.current = key;
    if (first && key === 'new') return; // a fresh form already holds its initial values
    form.resetFields();
    form.setFieldsValue(role ? { name: role.name, description: role.description ?? '', permissions: role.permissions } : empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the values only when the dialog opens on another role: reopening the same one keeps the draft
  }, [open, editingId]);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the messages are on the fields
    }
    const data = roleFormSchema.parse(values);
    const verb = editing ? 'update' : 'create';
    try {
      if (role) await update.mutateAsync({ id: role.id, data });
      else await create.mutateAsync(data);
      notify({ title: 'Success', description: `Role has been ${verb}d successfully.`, variant: 'success' });
      form.resetFields();
      loadedKey.current = null;
      onClose();
    } catch (err) {
      showServerErrors(form, err, { known: FIELDS });
      notifyError('Error', `Failed to ${verb} role: ${errorText(err)}`);
    }
  };

  return (
    <Modal
      open={open}
      title={<h2 className="aw-dialog-title">{editing ? `Edit role: ${role.name}` : 'Add Role'}</h2>}
      okText={editing ? 'Save Changes' : 'Create Role'}
      cancelText="Cancel"
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => !busy && onClose()}
      mask={{ closable: false }}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" initialValues={empty}>
        {builtIn && (
          <Alert
            type="info"
            showIcon
            className="aw-dialog-note"
            title={`'${role.name}' is a built-in role: you can change its description and permissions, not its name.`}
          />
        )}
        <Form.Item label="Name" name="name" required rules={[zodRule(roleFormSchema.shape.name)]} validateTrigger="onBlur">
          <Input size="large" maxLength={60} disabled={builtIn} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[zodRule(roleFormSchema.shape.description)]}>
          <Input.TextArea rows={3} maxLength={520} />
        </Form.Item>
        <Form.Item
          label="Permissions"
          name="permissions"
          extra="Type a permission such as read:resources and press Enter. Separate several with commas."
          rules={[zodRule(roleFormSchema.shape.permissions)]}
        >
          <Select mode="tags" size="large" tokenSeparators={[',']} open={false} suffixIcon={null} aria-label="Permissions" placeholder="read:resources" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
