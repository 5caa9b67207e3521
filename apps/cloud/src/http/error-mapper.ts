/**
 * The cloud's wire shape of failures (cloud-api §1.4): `{resultCode, errorText, errorData}` with the status
 * of its result code. The only place where the cloud's domain errors become HTTP; every reply of the cloud
 * fails this way, routed or not (the cloud has one family), also what Node and the router refuse.
 */
import { type DomainError, InvalidParameter, MissingParameter } from '@argus/contract';
import {
  CloudError,
  type CloudErrorBody,
  cloudErrorReply,
  cloudErrorTexts,
  LICENSE_SERVER_PREFIX,
  LicenseServerError,
} from '@argus/contract/cloud';
import type { ErrorMapper } from '@argus/http-kit';
import type { ErrorFamily } from '@argus/server-kit';
import { CsrfFailed } from '../auth/csrf.ts';

/**
 * The route kit's validation errors carry the media server's texts, which may quote the value sent (a
 * password); the cloud answers with its own text and the per-field problems in `errorData`.
 */
function inCloudWords(error: DomainError): DomainError {
  if (error instanceof MissingParameter)
    return new CloudError('wrongParameters', cloudErrorTexts.parametersMissing, error.fields ?? null);
  if (error instanceof InvalidParameter)
    return new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, error.fields ?? null);
  return error;
}

/**
 * The status and body of a domain error as the cloud answers it. Under the license server's prefix the body
 * also carries `{error, message}`: the license server's code and message, else the result code and text
 * (docs/api-decisions.md, "License server").
 */
export function cloudReplyOf(
  error: DomainError,
  licenseServer = false,
): { status: number; body: CloudErrorBody } {
  const reply = cloudErrorReply(inCloudWords(error));
  if (error instanceof CsrfFailed) reply.body.detail = reply.body.errorText;
  if (error instanceof LicenseServerError) {
    reply.status = error.status;
    reply.body.error = error.code;
    reply.body.message = reply.body.errorText;
  } else if (licenseServer) {
    reply.body.error = reply.body.resultCode;
    reply.body.message = reply.body.errorText;
  }
  return reply;
}

/** Whether the request is one of the license server's (`/nxlicensed/api/v2/...`). */
function isLicenseServerUrl(url: string): boolean {
  return url === LICENSE_SERVER_PREFIX || url.startsWith(`${LICENSE_SERVER_PREFIX}/`);
}

export const cloudErrorMapper: ErrorMapper = (error, request, reply) => {
  const { status, body } = cloudReplyOf(error, isLicenseServerUrl(request.url));
  if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
  return reply.code(status).type('application/json').send(JSON.stringify(body));
};

/** The cloud's error family for the server kit: one family for every reply, routed or not. */
export const CLOUD_ERRORS: ErrorFamily = {
  mappers: { cloud: cloudErrorMapper },
  familyOfUnrouted: () => 'cloud',
  replyOf(error) {
    const { status, body } = cloudReplyOf(error);
    return { status, body: JSON.stringify(body) };
  },
};
