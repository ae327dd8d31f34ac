import { Link } from 'react-router';
import './page-breadcrumb.css';

export interface Crumb {
  /** Already translated. */
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** Where the page sits: a list of links, the current page last. `label` names the landmark. */
export function PageBreadcrumb({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav className="page-breadcrumb" aria-label={label}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
