import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'sui-react/form';

const ROLES = [
  { key: 'dev', text: 'Developer', value: 'dev' },
  { key: 'design', text: 'Designer', value: 'design' },
];

interface Signup {
  email: string;
  role: string;
  terms: boolean;
}

export default function FormCollectionHookFormExample() {
  const [sent, setSent] = useState<Signup | null>(null);
  const { register, control, handleSubmit, formState } = useForm<Signup>({
    defaultValues: { email: '', role: '', terms: false },
  });
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={handleSubmit(setSent)}>
      <Form.Input
        id="rhf-email"
        label="Email"
        type="email"
        error={errors.email?.message}
        {...register('email', {
          required: 'Enter your email',
          pattern: { value: /@/, message: 'An email has an @' },
        })}
      />
      <Controller
        name="role"
        control={control}
        rules={{ required: 'Choose a role' }}
        render={({ field, fieldState }) => (
          <Form.Select
            id="rhf-role"
            label="Role"
            name={field.name}
            options={ROLES}
            value={field.value}
            onChange={(_, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="terms"
        control={control}
        rules={{ required: 'Agree to the terms' }}
        render={({ field, fieldState }) => (
          <Form.Checkbox
            id="rhf-terms"
            label="I agree to the terms"
            name={field.name}
            checked={field.value}
            onChange={(_, data) => field.onChange(data.checked)}
            error={fieldState.error && { content: fieldState.error.message, pointing: 'left' }}
          />
        )}
      />
      <Form.Button type="submit" primary content="Sign up" />
      <p aria-live="polite">{sent ? `Signed up: ${JSON.stringify(sent)}` : 'Not sent yet'}</p>
    </Form>
  );
}
