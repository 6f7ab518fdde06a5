import { useCallback, useEffect, useState } from 'react';
import { type CameraFailure, describeCameraFailure } from '#core/scan/camera-failure.ts';
import type { Size } from '#core/scan/capture-geometry.ts';

/** Spec section 9: the rear camera, ideally 1920x1080. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

export type CameraState =
  | { status: 'starting' }
  | { status: 'live' }
  | { status: 'failed'; failure: CameraFailure };

/**
 * The live camera while the component is mounted: the tracks stop on unmount (the modal
 * closing). `attachVideo` is a callback ref for the <video> showing the stream; `frameSize` is
 * the camera picture's size once a frame can be drawn (capture waits for it).
 */
export function useCamera() {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [frameSize, setFrameSize] = useState<Size | null>(null);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'failed', failure: describeCameraFailure(null) });
      return;
    }
    let active = true;
    let opened: MediaStream | null = null;
    navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (media) => {
        opened = media;
        if (!active) {
          stopStream(media);
          return;
        }
        setStream(media);
        setState({ status: 'live' });
      },
      (error: unknown) => {
        if (active) {
          const name = error instanceof DOMException ? error.name : '';
          setState({ status: 'failed', failure: describeCameraFailure(name) });
        }
      },
    );
    return () => {
      active = false;
      if (opened) {
        stopStream(opened);
      }
      setStream(null);
    };
  }, []);

  useEffect(() => {
    if (!video || !stream) {
      return;
    }
    // Set once a frame can be drawn (HAVE_CURRENT_DATA): a capture before that is empty.
    const onResize = () => {
      if (video.videoWidth > 0 && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        setFrameSize({ width: video.videoWidth, height: video.videoHeight });
      }
    };
    video.addEventListener('loadeddata', onResize);
    video.addEventListener('resize', onResize);
    video.srcObject = stream;
    void video.play().catch(() => {});
    return () => {
      video.removeEventListener('loadeddata', onResize);
      video.removeEventListener('resize', onResize);
      video.srcObject = null;
    };
  }, [video, stream]);

  /** Resumes a video that the browser paused while it was hidden. */
  const resume = useCallback(() => {
    if (video?.paused && video.srcObject) {
      void video.play().catch(() => {});
    }
  }, [video]);

  return { state, video, frameSize, attachVideo: setVideo, resume };
}

function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) {
    track.stop();
  }
}
