import { ApiText } from './ApiText.tsx';

/** /api-tool: the API's introduction, until an endpoint is chosen. */
export default function ApiToolLanding() {
  return <ApiText name="preamble" />;
}
