import 'fomantic-ui-css/semantic.min.css';
import './app.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LocalizationProvider } from 'sui-react/localization';
import enUS from 'sui-react/locales/en-US';

export const metadata: Metadata = { title: 'sui-react in Next.js' };

// A server component. The provider is a client component: it holds the language for every
// sui-react component below it, on the server render and in the browser alike. The locale is plain
// data, imported here on the server and sent along with the page.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body>
        <LocalizationProvider language="en-US" locales={{ 'en-US': enUS }}>
          {children}
        </LocalizationProvider>
      </body>
    </html>
  );
}
