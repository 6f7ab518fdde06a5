/** Previous / "Page n of m" / Next; the buttons are off at either end. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
  previous = 'Previous',
  next = 'Next',
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  previous?: string;
  next?: string;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span>
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
