import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { planCameras } from '../src/camera-plan.ts';
import { parseCli } from '../src/cli-options.ts';
import { startTestCameras, type TestCameras } from '../src/index.ts';
import type { OnvifCamera } from '../src/onvif/onvif-replies.ts';
import { answer } from '../src/onvif/onvif-server.ts';
import { durationMs, vectorIn } from '../src/onvif/ptz-replies.ts';
import { PtzCamera, type PtzView, viewOf } from '../src/ptz/ptz-camera.ts';
import { frameDifference, grabFrame } from './helpers/media-tools.ts';
import { onvifCall } from './helpers/onvif-call.ts';

const PTZ_NS = 'http://www.onvif.org/ver20/ptz/wsdl';
const SCHEMA_NS = 'http://www.onvif.org/ver10/schema';

function ptzRequest(operation: string, inner = ''): string {
  return `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body>
<tptz:${operation} xmlns:tptz="${PTZ_NS}" xmlns:tt="${SCHEMA_NS}"><tptz:ProfileToken>profile_primary</tptz:ProfileToken>${inner}</tptz:${operation}></s:Body></s:Envelope>`;
}

describe('PTZ head', () => {
  it('maps a position to the part of the scene in view', () => {
    expect(viewOf({ pan: 0, tilt: 0, zoom: 0 })).toEqual({ x: 0.25, y: 0.25, w: 0.5, h: 0.5 });
    expect(viewOf({ pan: -1, tilt: 1, zoom: 0 })).toEqual({ x: 0, y: 0, w: 0.5, h: 0.5 });
    expect(viewOf({ pan: 1, tilt: -1, zoom: 1 })).toEqual({ x: 0.875, y: 0.875, w: 0.125, h: 0.125 });
    // Out of range positions are held at the ends.
    expect(viewOf({ pan: 3, tilt: 0, zoom: -2 })).toEqual(viewOf({ pan: 1, tilt: 0, zoom: 0 }));
  });

  it('moves continuously at its velocity until stopped, and goes to presets and home', async () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const views: PtzView[] = [];
      const state: { ptz?: { pan: number; tilt: number; zoom: number } } = {};
      const head = new PtzCamera(
        state,
        async (view) => void views.push(view),
        () => now,
      );
      head.continuousMove({ pan: 1, tilt: 0, zoom: 0 });
      now = 1000;
      vi.advanceTimersByTime(1000);
      head.stop();
      expect(state.ptz!.pan).toBeCloseTo(0.5);
      expect(head.moving).toEqual({ panTilt: false, zoom: false });
      const token = head.setPreset('Door', undefined);
      head.gotoHome();
      expect(head.position).toEqual({ pan: 0, tilt: 0, zoom: 0 });
      head.gotoPreset(token);
      expect(head.position.pan).toBeCloseTo(0.5);
      expect(head.listPresets()).toEqual([{ token, name: 'Door', position: head.position }]);
      head.removePreset(token);
      expect(() => head.gotoPreset(token)).toThrow(/no preset/);
      await head.settled();
      expect(views.at(-1)).toEqual(viewOf(head.position));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ONVIF PTZ service', () => {
  const camera = planCameras({ cameras: 2, ptz: [1] }, { rtspPort: 9100, onvifPort: 19100 })
    .cameras as OnvifCamera[];
  const head = new PtzCamera(camera[0]!, async () => {});

  it('is advertised only by PTZ cameras: capabilities, services, profiles', () => {
    const caps = answer(camera[0]!, ptzRequest('GetCapabilities'), 15).xml;
    expect(caps).toContain('<tt:PTZ><tt:XAddr>http://127.0.0.1:19100/onvif/ptz_service</tt:XAddr></tt:PTZ>');
    expect(answer(camera[0]!, ptzRequest('GetServices'), 15).xml).toContain(PTZ_NS);
    expect(answer(camera[0]!, ptzRequest('GetProfiles'), 15).xml).toContain(
      '<tt:PTZConfiguration token="ptz_config">',
    );
    const fixed = answer(camera[1]!, ptzRequest('GetCapabilities'), 15).xml;
    expect(fixed).not.toContain('PTZ');
    expect(answer(camera[1]!, ptzRequest('GetPresets'), 15).status).toBe(500);
  });

  it('reads velocities, positions and timeouts from requests', () => {
    expect(
      vectorIn('<a:Velocity><b:PanTilt x="0.5" y="-1"/><b:Zoom x="0.25"/></a:Velocity>', 'Velocity'),
    ).toEqual({
      pan: 0.5,
      tilt: -1,
      zoom: 0.25,
    });
    expect(vectorIn('<Velocity><Zoom x="1"/></Velocity>', 'Velocity')).toEqual({ zoom: 1 });
    expect(vectorIn('<Other/>', 'Velocity')).toBeUndefined();
    expect(durationMs('PT1.5S')).toBe(1500);
    expect(durationMs('PT1M')).toBe(60_000);
    expect(durationMs('soon')).toBeUndefined();
  });

  it('answers moves, presets and status', () => {
    const call = (operation: string, inner = '') =>
      answer(camera[0]!, ptzRequest(operation, inner), 15, new Date(), head);
    expect(call('GetNodes').xml).toContain('<tt:MaximumNumberOfPresets>32</tt:MaximumNumberOfPresets>');
    expect(
      call('AbsoluteMove', '<tptz:Position><tt:PanTilt x="0.5" y="0.25"/><tt:Zoom x="0.5"/></tptz:Position>')
        .status,
    ).toBe(200);
    const saved = call('SetPreset', '<tptz:PresetName>Gate</tptz:PresetName>').xml;
    const token = /<tptz:PresetToken>([^<]+)</.exec(saved)![1]!;
    expect(call('GotoHomePosition').status).toBe(200);
    expect(call('GetStatus').xml).toContain('<tt:PanTilt x="0" y="0"/>');
    expect(call('GetPresets').xml).toContain(`<tptz:Preset token="${token}"><tt:Name>Gate</tt:Name>`);
    expect(call('GotoPreset', `<tptz:PresetToken>${token}</tptz:PresetToken>`).status).toBe(200);
    expect(call('GetStatus').xml).toContain('<tt:PanTilt x="0.5" y="0.25"/><tt:Zoom x="0.5"/>');
    expect(call('RemovePreset', `<tptz:PresetToken>${token}</tptz:PresetToken>`).status).toBe(200);
    const missing = call('GotoPreset', `<tptz:PresetToken>${token}</tptz:PresetToken>`);
    expect(missing.status).toBe(400);
    expect(missing.xml).toContain('ter:NoToken');
    expect(call('ContinuousMove', '<tptz:Velocity><tt:PanTilt x="2" y="0"/></tptz:Velocity>').status).toBe(
      400,
    );
    expect(call('ContinuousMove', '<tptz:Velocity><tt:PanTilt x="-1" y="0"/></tptz:Velocity>').status).toBe(
      200,
    );
    expect(call('GetStatus').xml).toContain('<tt:PanTilt>MOVING</tt:PanTilt>');
    expect(call('Stop').status).toBe(200);
    expect(call('GetStatus').xml).toContain('<tt:PanTilt>IDLE</tt:PanTilt>');
    head.dispose();
  });

  it('is chosen on the command line per camera or for all', () => {
    expect(parseCli(['--cameras', '3', '--ptz', '2', '--ptz', '3']).cameras.ptz).toEqual([2, 3]);
    expect(parseCli(['--ptz', 'all']).cameras.ptz).toBe(true);
    expect(() => parseCli(['--ptz', 'left'])).toThrow(/expected a camera number or all/);
    expect(() => planCameras({ cameras: 1, ptz: [2] }, { rtspPort: 9100 })).toThrow(/ptz names camera 2/);
  });
});

describe('a PTZ camera over RTSP and ONVIF', () => {
  let cameras: TestCameras;
  beforeAll(async () => {
    cameras = await startTestCameras({
      cameras: 1,
      ptz: true,
      profile: 'low',
      user: 'admin',
      password: 'secret',
    });
  }, 30_000);
  afterAll(() => cameras?.stop());

  it('moves its picture when the head moves', async () => {
    const camera = cameras.cameras[0]!;
    const url = camera.secondaryUrl.replace('rtsp://', 'rtsp://admin:secret@');
    const before = await grabFrame(url);
    const moved = await onvifCall(camera.onvifUrl!.replace('device_service', 'ptz_service'), 'AbsoluteMove', {
      service: 'tptz',
      credentials: { user: 'admin', password: 'secret' },
      inner: `<op:ProfileToken>profile_primary</op:ProfileToken><op:Position><tt:PanTilt xmlns:tt="${SCHEMA_NS}" x="1" y="-1"/></op:Position>`,
    });
    expect(moved.status).toBe(200);
    expect(camera.ptz).toEqual({ pan: 1, tilt: -1, zoom: 0 });
    await expect
      .poll(async () => frameDifference(before, await grabFrame(url)), { timeout: 15_000 })
      .toBeGreaterThan(15);
    await cameras.setPtz(1, { pan: 0, tilt: 0, zoom: 0 });
    await expect
      .poll(async () => frameDifference(before, await grabFrame(url)), { timeout: 15_000 })
      .toBeLessThan(8);
  }, 60_000);
});
