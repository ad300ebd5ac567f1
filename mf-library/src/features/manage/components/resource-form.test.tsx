import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from '@afterwork/ui/antd-form';
import { emptyFormValues, type ResourceFormValues } from '../lib/form-values';
import { clientErrors, ResourceForm } from './resource-form';
import { showFieldErrors } from '@afterwork/ui/zod-form';

jest.setTimeout(20_000);

let formRef: FormInstance<ResourceFormValues> | null = null;
function Harness() {
  const [form] = Form.useForm<ResourceFormValues>();
  formRef = form;
  return <ResourceForm form={form} id="t" initial={emptyFormValues()} />;
}

const submitEmpty = () =>
  act(() => {
    showFieldErrors(formRef!, clientErrors({ ...emptyFormValues(), ...formRef!.getFieldsValue(true) })!);
  });

describe('ResourceForm messages', () => {
  it('a picked icon takes its message away, however it was picked', async () => {
    render(<Harness />);
    submitEmpty();
    expect(await screen.findByText('Please select an icon')).toBeTruthy();
    expect(screen.getByText('Please select a category')).toBeTruthy();

    // With the mouse: open the Select and click the option (every option is in the page: no virtual list).
    const icon = screen.getByRole('combobox', { name: 'Icon' });
    fireEvent.mouseDown(icon);
    const options = await screen.findAllByText('Video');
    fireEvent.click(options[options.length - 1]);
    expect(formRef!.getFieldValue('iconName')).toBe('video');
    await waitFor(() => expect(screen.queryByText('Please select an icon')).toBeNull());
    // The category's message stays until the category changes.
    expect(screen.getByText('Please select a category')).toBeTruthy();
  });

  it('a message set again after a change stays until the next change', async () => {
    render(<Harness />);
    submitEmpty();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tai Chi' } });
    await waitFor(() => expect(screen.queryByText('Title must be at least 3 characters')).toBeNull());
    act(() => {
      formRef!.setFields([{ name: 'title', errors: ['Title must be at least 3 characters'] }]);
    });
    expect(await screen.findByText('Title must be at least 3 characters')).toBeTruthy();
  });
});
