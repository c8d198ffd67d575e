import { QueryErrorAlert } from '@/components/query-error-alert';
import { CatalogueTexts } from '../texts';

interface CatalogueLoadErrorProps {
  /** The screen's text for the failed list, e.g. 'Failed to fetch service categories'; also the fallback message. */
  title: string;
  /** The failed query: its error is shown and Retry fetches it again. */
  query: { error: unknown; refetch: () => unknown };
}

/** A catalogue list that failed to load: its text, the server's message and Retry. */
export function CatalogueLoadError({ title, query }: CatalogueLoadErrorProps) {
  return (
    <QueryErrorAlert
      title={title}
      error={query.error}
      onRetry={() => query.refetch()}
      fallback={title}
      retryLabel={CatalogueTexts.retry}
    />
  );
}
