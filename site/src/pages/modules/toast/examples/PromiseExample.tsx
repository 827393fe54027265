import { toast } from 'sui-react/toast';

/** A pretend save that takes two seconds, then succeeds or fails. */
const save = (ok: boolean) =>
  new Promise<string>((resolve, reject) =>
    setTimeout(() => (ok ? resolve('report.pdf') : reject(new Error('The disk is full'))), 2000),
  );

export default function PromiseExample() {
  const run = (ok: boolean) =>
    toast.promise(save(ok), {
      loading: { title: 'Saving…', message: 'Please wait.' },
      success: (name) => ({ title: 'Saved', message: `${name} is saved.` }),
      error: (reason) => ({ title: 'Not saved', message: String((reason as Error).message) }),
    });

  return (
    <div className="ui spaced buttons">
      <button type="button" className="ui button" onClick={() => run(true)}>
        Save (succeeds)
      </button>
      <button type="button" className="ui button" onClick={() => run(false)}>
        Save (fails)
      </button>
    </div>
  );
}
