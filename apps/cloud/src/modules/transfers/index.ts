// The transfers module's public face.
export { TransfersRepository } from './transfers.repository.ts';
export { TransfersService } from './transfers.service.ts';
export { TRANSFER_STATUSES, type TransferRow, type TransferStatus, transfers } from './transfers.table.ts';
