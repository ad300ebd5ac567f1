import { Form, Input, type FormInstance } from '@afterwork/ui/antd-form';
import { Select, Switch } from '@afterwork/ui/antd-form-extra';
import { checkBody } from '@afterwork/ui/zod-form';
import { ADMIN_RESOURCE_CATEGORIES, ADMIN_RESOURCE_ICONS, resourceFormSchema } from '@afterwork/contracts/resources';
import { categoryLabel, ICON_LABELS, ResourceIcon } from '../../resources/public';
import { bodyOf, type ResourceFormValues } from '../lib/form-values';

const withCurrent = (list: readonly string[], current?: string) => (current && !list.includes(current) ? [...list, current] : [...list]);

/** Validate with the shared contract (the spec's messages); returns field errors or null. */
export const clientErrors = (values: ResourceFormValues): Record<string, string> | null => checkBody(resourceFormSchema, bodyOf(values));

export function ResourceForm({ form, initial, id }: { form: FormInstance<ResourceFormValues>; initial: ResourceFormValues; id: string }) {
  // A field's message goes as soon as the form's own value for it changes, whatever changed it (a typed letter, an
  // option picked with the mouse or the keyboard, a cleared field): the form's value store is the one place that
  // knows, so the message can never outlive the value it was about (a per-control onChange could miss a path).
  const clearChanged = (changed: Partial<ResourceFormValues>) => {
    const names = Object.keys(changed) as Array<keyof ResourceFormValues>;
    const stale = names.filter((name) => form.getFieldError(name).length > 0);
    if (stale.length) form.setFields(stale.map((name) => ({ name, errors: [] })));
  };
  return (
    <Form
      form={form}
      name={id}
      className="lib-form"
      layout="vertical"
      initialValues={initial}
      requiredMark="optional"
      size="large"
      preserve
      onValuesChange={clearChanged}
    >
      <Form.Item label="Title" name="title" required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Description" name="description" required>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item label="Category" name="category" required>
        <Select
          placeholder="Select a category"
          virtual={false}
          options={withCurrent(ADMIN_RESOURCE_CATEGORIES, initial.category).map((c) => ({ value: c, label: categoryLabel(c) }))}
        />
      </Form.Item>
      <Form.Item label="Icon" name="iconName" required>
        <Select
          placeholder="Select an icon"
          virtual={false}
          options={withCurrent(ADMIN_RESOURCE_ICONS, initial.iconName).map((i) => ({
            value: i,
            label: (
              <span className="lib-icon-option">
                <ResourceIcon name={i} size={18} /> {ICON_LABELS[i] ?? i}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item label="Link" name="link" extra="A web address starting with http:// or https://. Leave empty if the item has no link.">
        <Input type="url" inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item label="Content" name="content" extra="Text shown on the resource page. Simple HTML such as <p>, <h2> and <ul> is allowed.">
        <Input.TextArea rows={6} />
      </Form.Item>
      <Form.Item label="Featured" name="featured" valuePropName="checked" extra="Featured items are shown first and marked with a star.">
        <Switch />
      </Form.Item>
    </Form>
  );
}
