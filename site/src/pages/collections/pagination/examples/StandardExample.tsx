import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Pagination } from 'sui-react/pagination';

export default function StandardExample() {
  const [page, setPage] = useState(1);
  const [navigationLinks, setNavigationLinks] = useState(true);
  const [boundaryLinks, setBoundaryLinks] = useState(false);

  return (
    <>
      <Pagination
        aria-label="Standard example pages"
        collectionSize={100}
        pageSize={10}
        page={page}
        onPageChange={setPage}
        navigationLinks={navigationLinks}
        boundaryLinks={boundaryLinks}
      />
      <div className="ui segment">
        <div className="ui small form">
          <div className="inline fields">
            <div className="field">
              <Checkbox label="Navigation Links?" checked={navigationLinks} onChange={setNavigationLinks} />
            </div>
            <div className="field">
              <Checkbox label="Boundary Links?" checked={boundaryLinks} onChange={setBoundaryLinks} />
            </div>
          </div>
          <p>Current page: {page}</p>
        </div>
      </div>
    </>
  );
}
