import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useMinimumDuration } from '../../ui/Preloader.tsx';

/** Page loader while navigating (spec 000 §2): a thin bar, kept at least 500 ms to avoid flicker. */
export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const visible = useMinimumDuration(navigating);
  if (!visible) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="loading"
      data-testid="navigation-progress"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 400 }}
    />
  );
}
