import { Link } from 'react-router';
import { adminPath } from '../access';

/** "← back to the list" above an edit screen. */
export function BackLink({ locale, path, label }: { locale: string; path: string; label: string }) {
  return (
    <Link
      to={adminPath(locale, path)}
      className="mb-3 inline-flex min-h-11 items-center text-sm text-cognac underline-offset-4 hover:underline"
    >
      ← {label}
    </Link>
  );
}
