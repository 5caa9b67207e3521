/** Transfer of a system's ownership (cloud-api §6). */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { cloudEmailSchema } from './fields.ts';

/** `pending` while the proposed owner decides; then one of the others [design]. */
export const TRANSFER_STATUSES = ['pending', 'accepted', 'rejected', 'canceled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const systemTransferInfoSchema = z
  .object({
    fromAccount: z.string(),
    toAccount: z.string(),
    systemId: z.string(),
    systemName: z.optional(z.string()),
    comment: z.optional(z.string()),
    status: z.enum(TRANSFER_STATUSES),
  })
  .register(cloudRegistry, {
    id: 'SystemTransferInfo',
    description: 'A proposed change of a system’s owner.',
  });
export type SystemTransferInfo = z.infer<typeof systemTransferInfoSchema>;

/**
 * `POST /api/transfer/{systemId}/`: propose the account of `newOwnerEmail` as the owner. `password` [design]:
 * the owner's password, checked when sent (the Argus console always sends it; Nx consoles check it with
 * `/api/account/verify` first and send none).
 */
export const startTransferRequestSchema = z
  .object({
    newOwnerEmail: cloudEmailSchema,
    password: z.optional(z.string().check(z.maxLength(256))),
  })
  .register(cloudRegistry, { id: 'StartTransferRequest', description: 'The proposed new owner.' });
export type StartTransferRequest = z.infer<typeof startTransferRequestSchema>;

/** [design] The role the previous owner keeps on the system after the new owner accepted. */
export const FORMER_OWNER_ROLE = 'cloudAdmin' as const;

/** `errorText` of the refusals of a transfer [design]. */
export const transferErrorTexts = {
  toSelf: 'You already own this system',
  pending: 'A transfer of this system is already pending',
  noAccount: 'User not in cloud portal',
  noTransfer: 'No pending transfer of this system',
} as const;

export const TRANSFER_ANSWERS = ['accepted', 'rejected'] as const;
export type TransferAnswer = (typeof TRANSFER_ANSWERS)[number];

/** `PUT /api/transfer/{systemId}/`: the proposed owner's answer. */
export const answerTransferRequestSchema = z
  .object({ action: z.enum(TRANSFER_ANSWERS) })
  .register(cloudRegistry, {
    id: 'AnswerTransferRequest',
    description: 'Accept or reject the proposed ownership.',
  });
export type AnswerTransferRequest = z.infer<typeof answerTransferRequestSchema>;

/** `CloudResponse` of a successful transfer answer or cancel: `resultCode` `ok`, the texts empty. */
export const cloudResponseSchema = z
  .object({
    resultCode: z.literal('ok'),
    errorText: z.string(),
    errorClass: z.string(),
    errorDetail: z.string(),
  })
  .register(cloudRegistry, {
    id: 'CloudResponse',
    description: 'The outcome of a cloud operation.',
  });
export type CloudResponse = z.infer<typeof cloudResponseSchema>;
