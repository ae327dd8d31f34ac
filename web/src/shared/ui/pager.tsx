import { Icon } from './icon.tsx';
import './data-views.css';

interface PagerProps {
  /** From 0, as the server counts. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Already translated: the navigation's name, the buttons' names and the position ('Page 2 / 5'). */
  labels: { nav: string; previous: string; next: string; position: string };
}

/** Previous and next page buttons of a server-paged table, with where one is. */
export function Pager({ page, totalPages, onPage, labels }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.nav}>
      <button
        type="button"
        className="icon-button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 0}
        aria-label={labels.previous}
      >
        <Icon name="chevronLeft" />
      </button>
      <span className="pager__position" aria-live="polite">
        {labels.position}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages - 1}
        aria-label={labels.next}
      >
        <Icon name="chevronRight" />
      </button>
    </nav>
  );
}
