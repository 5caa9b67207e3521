/** From what a person asks the console's PTZ control, to the `/api/ptz` body, to the ONVIF SOAP call. */

import {
  type PtzIntent,
  ptzCapabilitiesOf,
  ptzCommandFor,
  ptzCommandSchema,
} from '@argus/contract/mediaserver';
import { parseInput } from '@argus/http-kit';
import { describe, expect, it } from 'vitest';
import { capabilitiesOfNode, positionOfStatus, presetsOf, ptzSoap } from '../src/media/onvif-ptz.ts';

const CAMERA = '6f0c5d44-7c3a-4b8e-9a55-0e9f0c2d1b7a';
const PROFILE = 'profile_primary';

/** The SOAP call the server makes for an intent (the service's own mapping, without a camera). */
function soapOf(intent: PtzIntent) {
  const command = parseInput(ptzCommandSchema, ptzCommandFor(CAMERA, intent));
  switch (command.command) {
    case 'ContinuousMovePtzCommand':
      return ptzSoap.continuousMove(PROFILE, { x: command.xSpeed, y: command.ySpeed, z: command.zSpeed });
    case 'GoToHomePtzCommand':
      return ptzSoap.gotoHome(PROFILE, 1);
    case 'GetPresetsPtzCommand':
      return ptzSoap.presets(PROFILE);
    case 'CreatePresetPtzCommand':
      return ptzSoap.setPreset(PROFILE, command.presetName);
    case 'ActivatePresetPtzCommand':
      return ptzSoap.gotoPreset(PROFILE, command.presetId, command.speed);
    case 'RemovePresetPtzCommand':
      return ptzSoap.removePreset(PROFILE, command.presetId);
    default:
      throw new Error(`no intent gives ${command.command}`);
  }
}

describe('PTZ command mapping', () => {
  it('press-and-hold up-left: a continuous move at the default speed, then a stop', () => {
    expect(ptzCommandFor(CAMERA, { kind: 'move', pan: -1, tilt: 1, zoom: 0 })).toEqual({
      command: 'ContinuousMovePtzCommand',
      cameraId: CAMERA,
      xSpeed: -0.5,
      ySpeed: 0.5,
      zSpeed: 0,
    });
    const move = soapOf({ kind: 'move', pan: -1, tilt: 1, zoom: 0 });
    expect(move.operation).toBe('ContinuousMove');
    expect(move.inner).toBe(
      `<ProfileToken>${PROFILE}</ProfileToken><Velocity>` +
        '<PanTilt xmlns="http://www.onvif.org/ver10/schema" x="-0.5" y="0.5"/>' +
        '<Zoom xmlns="http://www.onvif.org/ver10/schema" x="0"/></Velocity>',
    );
    expect(soapOf({ kind: 'stop' })).toEqual({
      operation: 'Stop',
      inner: `<ProfileToken>${PROFILE}</ProfileToken><PanTilt>true</PanTilt><Zoom>true</Zoom>`,
    });
  });

  it('zoom in at full speed, home, presets', () => {
    expect(soapOf({ kind: 'move', pan: 0, tilt: 0, zoom: 1, speed: 1 }).inner).toContain(
      '<Zoom xmlns="http://www.onvif.org/ver10/schema" x="1"/>',
    );
    expect(soapOf({ kind: 'home' }).operation).toBe('GotoHomePosition');
    expect(soapOf({ kind: 'presets' })).toEqual({
      operation: 'GetPresets',
      inner: `<ProfileToken>${PROFILE}</ProfileToken>`,
    });
    expect(soapOf({ kind: 'savePreset', name: ' Gate & <yard> ' })).toEqual({
      operation: 'SetPreset',
      inner: `<ProfileToken>${PROFILE}</ProfileToken><PresetName>Gate &amp; &lt;yard&gt;</PresetName>`,
    });
    const go = soapOf({ kind: 'gotoPreset', presetId: 'preset_2' });
    expect(go.operation).toBe('GotoPreset');
    expect(go.inner).toContain('<PresetToken>preset_2</PresetToken><Speed>');
    expect(soapOf({ kind: 'removePreset', presetId: 'preset_2' }).operation).toBe('RemovePreset');
  });

  it('refuses what the API does not take, with the field named', () => {
    expect(() =>
      parseInput(ptzCommandSchema, { ...ptzCommandFor(CAMERA, { kind: 'stop' }), xSpeed: '1.5' }),
    ).toThrow('xSpeed must be from -1 to 1.');
    expect(() =>
      parseInput(ptzCommandSchema, { ...ptzCommandFor(CAMERA, { kind: 'stop' }), ySpeed: 'up' }),
    ).toThrow('ySpeed must be a number.');
    expect(() =>
      parseInput(ptzCommandSchema, ptzCommandFor(CAMERA, { kind: 'savePreset', name: '' })),
    ).toThrow('The preset needs a name.');
    // Query strings give text: numbers are read from it.
    expect(
      parseInput(ptzCommandSchema, {
        command: 'ContinuousMovePtzCommand',
        cameraId: CAMERA,
        xSpeed: '-1',
        ySpeed: '0',
        zSpeed: '0.25',
      }),
    ).toMatchObject({ xSpeed: -1, zSpeed: 0.25 });
  });

  it('reads capabilities, positions and presets from ONVIF replies', () => {
    const node = `<tt:SupportedPTZSpaces><tt:ContinuousPanTiltVelocitySpace/><tt:ContinuousZoomVelocitySpace/></tt:SupportedPTZSpaces>
<tt:MaximumNumberOfPresets>0</tt:MaximumNumberOfPresets><tt:HomeSupported>false</tt:HomeSupported>`;
    expect(capabilitiesOfNode(node)).toBe(0x7);
    expect(ptzCapabilitiesOf('458871')).toBe(458871);
    expect(ptzCapabilitiesOf('none')).toBe(0);
    expect(
      positionOfStatus(
        '<tptz:PTZStatus><tt:Position><tt:PanTilt x="0.25" y="-0.5"/><tt:Zoom x="1"/></tt:Position></tptz:PTZStatus>',
      ),
    ).toEqual({ x: 0.25, y: -0.5, z: 1 });
    expect(presetsOf('<tptz:Preset token="p1"><tt:Name>Door</tt:Name></tptz:Preset>')).toEqual([
      { token: 'p1', name: 'Door' },
    ]);
  });
});
