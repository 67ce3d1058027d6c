import { COURSE_MOBILE_BREAKPOINT_PX } from '@lp/domain';
import { useMediaQuery } from './use-media-query.ts';

/** doc 2 §1, §9: the course screens are narrow at 970px and below. */
export const NARROW_QUERY = `(max-width: ${COURSE_MOBILE_BREAKPOINT_PX}px)`;
export const useNarrowScreen = () => useMediaQuery(NARROW_QUERY);
