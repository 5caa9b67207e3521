/** Transfer of ownership (cloud-api §6). */
import * as z from 'zod/mini';
import { cloudEndpointGroup } from '../endpoint.ts';
import {
  answerTransferRequestSchema,
  cloudResponseSchema,
  startTransferRequestSchema,
  systemTransferInfoSchema,
} from '../schemas/transfer.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Ownership transfer' });

export const transferEndpoints = {
  list: ep({
    method: 'GET',
    path: '/api/transfer',
    summary: 'The transfers from or to the caller.',
    access: 'account',
    reply: z.array(systemTransferInfoSchema),
  }),
  start: ep({
    method: 'POST',
    path: '/api/transfer/:systemId',
    summary: 'Propose a new owner for a system (owner); the proposed owner is e-mailed.',
    access: 'account',
    body: startTransferRequestSchema,
    reply: systemTransferInfoSchema,
  }),
  answer: ep({
    method: 'PUT',
    path: '/api/transfer/:systemId',
    summary: 'Accept or reject a proposed ownership (the proposed owner); the owner is e-mailed.',
    access: 'account',
    body: answerTransferRequestSchema,
    reply: cloudResponseSchema,
  }),
  cancel: ep({
    method: 'DELETE',
    path: '/api/transfer/:systemId',
    summary: 'Cancel the pending transfer of a system (owner).',
    access: 'account',
    reply: cloudResponseSchema,
  }),
};
