'use server';

import { redirect } from 'next/navigation';

/**
 * The order form's server action. It gets the form's data as the browser sent it (the hidden
 * inputs of Select, MultiSelect and Datepicker included) and sends the page back with the entries
 * in its address, where the page reads them. A real app would store the order here.
 */
export async function placeOrder(formData: FormData) {
  const entries = new URLSearchParams();
  for (const [key, value] of formData) {
    // Next.js adds its own `$ACTION_…` fields when the form is sent before hydration.
    if (typeof value === 'string' && !key.startsWith('$ACTION')) entries.append(key, value);
  }
  // A new number for each order, so that each one opens its own confirmation.
  entries.set('order', String(Date.now()));
  redirect(`/?${entries}`);
}
