/** Event rules, events, the event log and notifications (media-server-api §4.12). */
import * as z from 'zod/mini';
import { endpointGroup } from '../mediaserver/endpoint.ts';
import {
  createEventRequestSchema,
  eventLogRecordSchema,
  eventRuleIdSchema,
  eventRuleSchema,
  eventRulesQuerySchema,
  getEventsQuerySchema,
  notificationSchema,
  saveEventRuleRequestSchema,
} from '../schemas/event-rules.ts';

const legacy = endpointGroup({ family: 'legacy', tag: 'Event rules' });
const events = endpointGroup({ family: 'legacy', tag: 'Events', envelope: true });

export const eventRulesEndpoints = {
  list: legacy({
    method: 'GET',
    path: '/ec2/getEventRules',
    summary: 'Event rules (one with `id`), as a bare array',
    access: 'admin',
    query: eventRulesQuerySchema,
    reply: z.array(eventRuleSchema),
  }),
  save: legacy({
    method: 'POST',
    path: '/ec2/saveEventRule',
    summary: 'Create a rule (no or unknown id) or change one; replies with the saved rule',
    access: 'admin',
    body: saveEventRuleRequestSchema,
    reply: eventRuleSchema,
  }),
  remove: legacy({
    method: 'POST',
    path: '/ec2/removeEventRule',
    summary: 'Delete a rule (not a `system` rule); `/ec2/removeResource` deletes rules as well',
    access: 'admin',
    body: eventRuleIdSchema,
    reply: eventRuleIdSchema,
  }),
  resetDefaults: legacy({
    method: 'POST',
    path: '/ec2/resetEventRules',
    summary: 'Replace every rule with the default rules of a new system',
    access: 'admin',
    reply: z.array(eventRuleSchema),
  }),
  createEventGet: events({
    method: 'GET',
    path: '/api/createEvent',
    summary: 'Raise a generic event (query parameters)',
    access: 'GlobalUserInputPermission',
    query: createEventRequestSchema,
    reply: z.null(),
  }),
  createEventPost: events({
    method: 'POST',
    path: '/api/createEvent',
    summary: 'Raise a generic event (JSON body)',
    access: 'GlobalUserInputPermission',
    body: createEventRequestSchema,
    reply: z.null(),
  }),
  events: events({
    method: 'GET',
    path: '/api/getEvents',
    summary: 'The event log: actions rules ran, newest last, within a time range and filters',
    access: 'GlobalViewLogsPermission',
    query: getEventsQuerySchema,
    reply: z.array(eventLogRecordSchema),
  }),
  notifications: events({
    method: 'GET',
    path: '/api/notifications',
    summary:
      "The caller's notifications (show-popup actions that target it), newest first; with `Accept: " +
      'text/event-stream`, a server-sent event stream of new ones (`event: notification`, `data:` JSON)',
    access: 'user',
    reply: z.array(notificationSchema),
  }),
  dismissNotification: events({
    method: 'POST',
    path: '/api/notifications/dismiss',
    summary: "Dismiss one of the caller's notifications (`id`), or all of them (no `id`)",
    access: 'user',
    body: z.object({ id: z.optional(z.string()) }),
    reply: z.null(),
  }),
  testAction: events({
    method: 'POST',
    path: '/api/testEventAction',
    summary: "Run a rule's action once with a test event (e-mail, HTTP request) and report the outcome",
    access: 'admin',
    body: saveEventRuleRequestSchema,
    reply: z.object({ ok: z.boolean(), message: z.string() }),
  }),
};
