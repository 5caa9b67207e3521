import { DEFAULT_DEVICE_SCHEDULE } from '@argus/contract/mediaserver';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/fake-media-server.tsx';
import { camera, serve } from '../schedule/camera-fixture.ts';
import { CameraOverview } from './CameraOverview.tsx';

afterEach(() => vi.unstubAllGlobals());

const recordingOn = { ...DEFAULT_DEVICE_SCHEDULE, isEnabled: true };

describe('camera overview: license', () => {
  it('says a camera set to record holds no free license channel, and does not record', async () => {
    const device = camera({ schedule: recordingOn, isLicenseUsed: false });
    serve(device);
    renderPage(<CameraOverview device={device} serverName="Harbour" />);
    expect((await screen.findByTestId('camera-license')).textContent).toBe(
      'Not recording: no free license channel',
    );
  });

  it('says the license is in use while the camera holds a channel', async () => {
    const device = camera({ schedule: recordingOn, isLicenseUsed: true });
    serve(device);
    renderPage(<CameraOverview device={device} serverName="Harbour" />);
    expect((await screen.findByTestId('camera-license')).textContent).toBe('In use');
  });
});
