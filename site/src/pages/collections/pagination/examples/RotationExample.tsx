import { useId, useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Pagination } from 'sui-react/pagination';

export default function RotationExample() {
  const [page, setPage] = useState(1);
  const [ellipses, setEllipses] = useState(false);
  const [maxSize, setMaxSize] = useState('5');
  const inputId = useId();
  const parsed = Number.parseInt(maxSize, 10);

  return (
    <>
      <Pagination
        aria-label="Rotation example pages"
        collectionSize={100}
        pageSize={10}
        page={page}
        onPageChange={setPage}
        maxSize={Number.isNaN(parsed) ? undefined : parsed}
        ellipses={ellipses}
        rotate
      />
      <div className="ui segment">
        <div className="ui small form">
          <div className="inline fields">
            <div className="field">
              <Checkbox label="Ellipses?" checked={ellipses} onChange={setEllipses} />
            </div>
            <div className="field">
              <label htmlFor={inputId}>Max Size</label>
              <input
                id={inputId}
                type="number"
                min={1}
                value={maxSize}
                onChange={(event) => setMaxSize(event.target.value)}
              />
            </div>
          </div>
          <p>Current page: {page}</p>
        </div>
      </div>
    </>
  );
}
