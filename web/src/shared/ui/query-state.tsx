import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import './data-views.css';

interface QueryStateProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Already translated: 'Aucun résultat' and the failure's text. */
  emptyText: string;
  errorText: string;
  /** Shown under the failure's text, e.g. a retry button. */
  errorAction?: ReactNode;
  children: ReactNode;
}

/** A list's loading, failed and empty states, or the list itself. */
export function QueryState({
  isLoading,
  isError,
  isEmpty,
  emptyText,
  errorText,
  errorAction,
  children,
}: QueryStateProps) {
  if (isLoading)
    return (
      <div className="query-state">
        <Spinner />
      </div>
    );
  if (isError)
    return (
      <div className="notice notice--error query-state__error" role="alert">
        <p>{errorText}</p>
        {errorAction}
      </div>
    );
  if (isEmpty) return <p className="query-state query-state__empty">{emptyText}</p>;
  return <>{children}</>;
}
