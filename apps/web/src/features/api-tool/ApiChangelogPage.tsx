import { ApiText } from './ApiText.tsx';

/** /api-tool/changelog: what changed in the API, by version. */
export default function ApiChangelogPage() {
  return <ApiText name="changelog" />;
}
