/**
 * Generic events (`/api/createEvent`, media-server-api §4.12): a `userDefinedEvent` raised by a script or a
 * door controller. `metadata.cameraRefs` name cameras by id, name or logical id; [design] a reference that
 * names no camera is left out (as Nx does), while an `eventResourceId` that is not a camera is refused.
 */
import { InvalidParameter, normalizeId } from '@argus/contract';
import { type CreateEventRequest, parseEventState } from '@argus/contract/mediaserver';
import type { VmsEvent } from './vms-event.ts';

export interface CameraRefs {
  findById(id: string): { id: string } | undefined;
  findByLogicalId(logicalId: string): { id: string } | undefined;
  list(): readonly { id: string; name: string }[];
}

export interface GenericEventsDeps {
  cameras: CameraRefs;
  thisServerId: string;
  clock: () => number;
  emit(event: VmsEvent): void;
}

function metadataOf(raw: CreateEventRequest['metadata']): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw new InvalidParameter({ text: 'Invalid parameter `metadata`: expected a JSON object.' });
}

export class GenericEvents {
  constructor(private readonly d: GenericEventsDeps) {}

  /** The camera a reference names: its id, then its name (any case), then its logical id. */
  resolveCamera(ref: string): string | undefined {
    const id = normalizeId(ref);
    if (id && this.d.cameras.findById(id)) return id;
    const wanted = ref.trim().toLowerCase();
    const byName = this.d.cameras.list().find((c) => c.name.toLowerCase() === wanted);
    return byName?.id ?? this.d.cameras.findByLogicalId(ref.trim())?.id;
  }

  eventOf(input: CreateEventRequest): VmsEvent {
    const metadata = metadataOf(input.metadata);
    const refs = metadata.cameraRefs ?? [];
    if (!Array.isArray(refs) || refs.some((r) => typeof r !== 'string'))
      throw new InvalidParameter({
        text: 'Invalid parameter `metadata`: `cameraRefs` must be a list of texts.',
      });
    const cameraRefs = [...new Set(refs.flatMap((r: string) => this.resolveCamera(r) ?? []))];
    const state = parseEventState(input.state);
    if (!state) throw new InvalidParameter('state', input.state);
    const timestampMs =
      input.timestamp === undefined || input.timestamp === '' ? this.d.clock() : Number(input.timestamp);
    if (!Number.isSafeInteger(timestampMs) || timestampMs < 0)
      throw new InvalidParameter('timestamp', input.timestamp);
    let resourceId: string | undefined;
    if (input.eventResourceId !== undefined && input.eventResourceId !== '') {
      resourceId = this.resolveCamera(input.eventResourceId);
      if (!resourceId)
        throw new InvalidParameter({
          text: `Invalid parameter \`eventResourceId\`: ${input.eventResourceId} is not a camera.`,
        });
    }
    return {
      type: 'userDefinedEvent',
      state,
      timestampMs,
      serverId: this.d.thisServerId,
      ...(resourceId ? { resourceId } : {}),
      source: input.source ?? '',
      caption: input.caption ?? '',
      description: input.description ?? '',
      cameraRefs,
    };
  }

  raise(input: CreateEventRequest): void {
    this.d.emit(this.eventOf(input));
  }
}
