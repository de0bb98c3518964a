import { Skeleton, type SkeletonProps } from '@mantine/core';
import classes from './skeleton-group.module.css';

/**
 * Mantine puts every skeleton on a compositing layer of its own (translateZ(0)), each with its own animation: the
 * home page's 40 were 41 layers for a phone to paint and composite in its first frames. Skeletons shown together are
 * GroupSkeletons instead, flat, inside an element with `skeletonGroupClass`, which pulses as one.
 */
export function GroupSkeleton(props: SkeletonProps) {
  return <Skeleton {...props} animate={false} className={classes.flat} />;
}

/** The class of the element holding GroupSkeletons: it pulses as Mantine's skeletons do. */
export const skeletonGroupClass = classes.pulse;
