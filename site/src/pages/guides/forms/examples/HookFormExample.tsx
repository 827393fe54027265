import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from 'sui-react/checkbox';
import { Datepicker } from 'sui-react/datepicker';
import { Rating } from 'sui-react/rating';
import { MultiSelect, Select } from 'sui-react/select';

const FRUITS = [
  { id: 'apple', name: 'Apple' },
  { id: 'banana', name: 'Banana' },
  { id: 'cherry', name: 'Cherry' },
  { id: 'orange', name: 'Orange' },
];
const TAGS = ['Fresh', 'Local', 'Organic', 'Seasonal'];

interface Order {
  fruit: string | null;
  tags: string[];
  delivery: Date | null;
  rating: number;
  gift: boolean;
}

const DEFAULTS: Order = { fruit: null, tags: ['Fresh'], delivery: null, rating: 0, gift: false };

export default function HookFormExample() {
  const [result, setResult] = useState<Order | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<Order>({ defaultValues: DEFAULTS });
  const messages = Object.values(formState.errors).map((error) => error.message);

  return (
    <>
      <form
        className={`ui form${messages.length ? ' error' : ''}`}
        aria-label="Order (react-hook-form)"
        noValidate // react-hook-form checks the rules and shows the messages below
        onSubmit={handleSubmit(setResult)}
      >
        <div className="two fields">
          <Controller
            name="fruit"
            control={control}
            rules={{ required: 'Choose a fruit.' }}
            render={({ field, fieldState }) => (
              <div className={`required field${fieldState.error ? ' error' : ''}`}>
                <label id="rhf-fruit">Fruit</label>
                <Select
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  selection
                  options={FRUITS}
                  labelField="name"
                  valueField="id"
                  aria-labelledby="rhf-fruit"
                />
              </div>
            )}
          />
          <Controller
            name="tags"
            control={control}
            rules={{ validate: (tags) => tags.length <= 2 || 'Choose two tags at most.' }}
            render={({ field, fieldState }) => (
              <div className={`field${fieldState.error ? ' error' : ''}`}>
                <label id="rhf-tags">Tags</label>
                <MultiSelect
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  selection
                  options={TAGS}
                  aria-labelledby="rhf-tags"
                />
              </div>
            )}
          />
        </div>
        <div className="two fields">
          <Controller
            name="delivery"
            control={control}
            rules={{ required: 'Choose a delivery date.' }}
            render={({ field, fieldState }) => (
              <div className={`required field${fieldState.error ? ' error' : ''}`}>
                <label htmlFor="rhf-delivery">Delivery date</label>
                <Datepicker
                  id="rhf-delivery"
                  mode="date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  placeholder="Choose a day"
                />
              </div>
            )}
          />
          <Controller
            name="rating"
            control={control}
            rules={{ min: { value: 1, message: 'Give a rating.' } }}
            render={({ field, fieldState }) => (
              <div className={`field${fieldState.error ? ' error' : ''}`}>
                <label id="rhf-rating">Rating</label>
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  aria-labelledby="rhf-rating"
                />
              </div>
            )}
          />
        </div>
        <Controller
          name="gift"
          control={control}
          render={({ field }) => (
            <div className="field">
              <Checkbox ref={field.ref} checked={field.value} onChange={field.onChange} label="Gift wrap" />
            </div>
          )}
        />
        <div className="ui error message">
          <div className="header">Please check the order</div>
          <ul className="list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
        <button type="submit" className="ui primary button">
          Submit
        </button>
        <button
          type="button"
          className="ui button"
          onClick={() => {
            reset(DEFAULTS);
            setResult(null);
          }}
        >
          Reset
        </button>
      </form>
      <h4 className="ui header">What handleSubmit received</h4>
      <pre aria-live="polite">
        {result ? JSON.stringify(result, null, 2) : 'Nothing yet: submit the form.'}
      </pre>
    </>
  );
}
