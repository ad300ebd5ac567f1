import { useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { notifySuccess, notifyError, useSession } from '@afterwork/shell-sdk';
import { interestsSchema, profileUpdateSchema, type CurrentUser } from '@afterwork/contracts/users';
import { useUpdateMe } from './api/profile-mutations';
import { InterestPicker } from '../dashboard/public';
import { TownField } from '../welcome/public';

interface DetailsValues {
  name: string;
  email: string;
  profession: string;
  location: string;
  bio: string;
  interests: string[];
  /** Asked for only when the email address changes. */
  currentPassword?: string;
}

const toValues = (u: CurrentUser): DetailsValues => ({
  name: u.name ?? '',
  email: u.email ?? '',
  profession: u.profession ?? '',
  location: u.location ?? '',
  bio: u.bio ?? '',
  interests: u.interests ?? [],
});

/** The welcome page's tap-to-choose interests as a form field (its value: the chosen interests). */
function InterestsField({ value = [], onChange }: { value?: string[]; onChange?: (next: string[]) => void }) {
  const [refused, setRefused] = useState(false);
  return (
    <InterestPicker
      selected={value}
      refused={refused}
      onChange={(next) => {
        setRefused(next.refused);
        onChange?.(next.selected);
      }}
    />
  );
}

/** The welcome page's home town, found among the world's towns, as a form field. */
function LocationField({ id, value = '', onChange }: { id?: string; value?: string; onChange?: (town: string) => void }) {
  return <TownField id={id ?? 'location'} value={value} onChange={(town) => onChange?.(town)} help="Your town, for example: Bristol. Settings → Privacy decides who sees it." />;
}

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
      interests: v.interests,
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
        <LocationField />
      </Form.Item>
      <Form.Item label="About you" name="bio" rules={[zodRule(shape.bio)]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      {/* Your photo is uploaded above; the API's avatar address stays for admins' imports. */}
      <fieldset className="aw-fieldset">
        <legend>Interests</legend>
        <Form.Item name="interests" rules={[zodRule(interestsSchema)]} validateTrigger="onChange">
          <InterestsField />
        </Form.Item>
      </fieldset>
      <Button type="primary" htmlType="submit" size="large" loading={save.isPending} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </Form>
  );
}
