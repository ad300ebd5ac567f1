import { Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { notifySuccess, notifyError, useSession } from '@afterwork/shell-sdk';
import { interestsSchema, profileUpdateSchema, type CurrentUser } from '@afterwork/contracts/users';
import { useUpdateMe } from './api/profile-mutations';

interface DetailsValues {
  name: string;
  email: string;
  profession: string;
  location: string;
  bio: string;
  interests: string;
  avatar: string;
  /** Asked for only when the email address changes. */
  currentPassword?: string;
}

const toValues = (u: CurrentUser): DetailsValues => ({
  name: u.name ?? '',
  email: u.email ?? '',
  profession: u.profession ?? '',
  location: u.location ?? '',
  bio: u.bio ?? '',
  interests: (u.interests ?? []).join(', '),
  // An uploaded photo (/api/photos/...) is managed by 'Your photo'; this field holds only a web address.
  avatar: u.avatar && /^https:\/\//i.test(u.avatar) ? u.avatar : '',
});

/** "Reading, Chess , ,Travel" → ['Reading', 'Chess', 'Travel'] (duplicates dropped). */
export const parseInterests = (text: string): string[] => {
  const out: string[] = [];
  for (const part of text.split(',')) {
    const v = part.trim();
    if (v && !out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
  }
  return out;
};

const shape = profileUpdateSchema.shape;

/** My Details (spec part 2 §2.9, §4): prefilled, validated, 'Saving...' while pending, the spec's toasts. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<DetailsValues>();
  const session = useSession();
  const typedEmail = Form.useWatch('email', form);
  const emailChanges = typeof typedEmail === 'string' && typedEmail.trim().toLowerCase() !== (user.email ?? '').toLowerCase();

  const save = useUpdateMe();
  const saved = {
    onSuccess: (updated: CurrentUser) => {
      void session.refresh();
      form.setFieldsValue(toValues(updated));
      notifySuccess('Profile updated', 'Your profile has been updated successfully');
    },
    onError: (err: unknown) => {
      // Whatever the member typed stays in the form; the server's field messages go on the fields.
      showServerErrors(form, err, { known: [...Object.keys(toValues(user)), 'currentPassword'] });
      notifyError('Error', 'Failed to update profile. Please try again.');
    },
  };

  const onFinish = (v: DetailsValues) => {
    save.mutate({
      name: v.name.trim(),
      email: v.email.trim(),
      profession: v.profession.trim() || null,
      location: v.location.trim() || null,
      bio: v.bio.trim() || null,
      interests: parseInterests(v.interests),
      // Sent only when changed, so saving the form never drops an uploaded photo.
      ...(v.avatar.trim() !== toValues(user).avatar ? { avatar: v.avatar.trim() } : {}),
      ...(emailChanges && v.currentPassword ? { currentPassword: v.currentPassword } : {}),
    }, saved);
  };

  return (
    <Form<DetailsValues>
      form={form}
      noValidate
      className="aw-form"
      layout="vertical"
      initialValues={toValues(user)}
      onFinish={onFinish}
      requiredMark={false}
      validateTrigger="onBlur"
      scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
      style={{ maxWidth: 640 }}
    >
      <h2>My Details</h2>
      <p className="aw-muted">Other members see your name, picture, profession, location, interests and About text. Your email stays private.</p>
      <Form.Item label="Full name" name="name" rules={[zodRule(shape.name)]}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      {emailChanges && (
        <Form.Item
          label="Current password"
          name="currentPassword"
          extra={<span className="aw-hint">To change your email address, please confirm it is you.</span>}
        >
          <Input.Password autoComplete="current-password" maxLength={200} />
        </Form.Item>
      )}
      <Form.Item label="Profession" name="profession" rules={[zodRule(shape.profession)]} extra={<span className="aw-hint">For example: Retired teacher</span>}>
        <Input autoComplete="organization-title" maxLength={100} />
      </Form.Item>
      <Form.Item label="Location" name="location" rules={[zodRule(shape.location)]}>
        <Input autoComplete="address-level2" maxLength={100} />
      </Form.Item>
      <Form.Item label="About you" name="bio" rules={[zodRule(shape.bio)]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item
        label="Interests"
        name="interests"
        rules={[zodRule(interestsSchema, (v) => parseInterests(String(v ?? '')))]}
        extra={<span className="aw-hint">Separate interests with commas, up to 10. For example: Gardening, Chess, Travel</span>}
      >
        <Input maxLength={600} />
      </Form.Item>
      <Form.Item label="Picture (web address)" name="avatar" rules={[zodRule(shape.avatar)]} extra={<span className="aw-hint">Optional. A link starting with https://</span>}>
        <Input type="url" inputMode="url" maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={save.isPending} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </Form>
  );
}
