// A server page with no sui-react element: the same kind of page as app/elements/page.tsx, written
// as plain markup. e2e/elements.spec.ts compares the scripts each page loads: the elements page
// must load no more than this one.
export const metadata = { title: 'Plain markup' };

const fruits = ['Apples', 'Bananas', 'Cherries'];

export default function PlainPage() {
  return (
    <main className="ui container">
      <h1 className="ui header">Plain markup</h1>
      {fruits.map((fruit) => (
        <div key={fruit} className="ui segment fruit">
          <h2 className="ui small header">{fruit}</h2>
          <button type="button" className="ui primary small button">
            Order
          </button>
        </div>
      ))}
    </main>
  );
}
