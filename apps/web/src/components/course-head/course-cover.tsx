import { useState } from 'react';
import { responsiveImage } from '@lp/contract/images';
import { getPlaceholderColour } from '@lp/domain';
import styles from './course-head.module.css';

/** A stable index from the id, so a course keeps its placeholder colour (doc 1 §9) on every visit. */
const colourIndex = (id: string) => [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);

/** Drawn across the page up to 970px wide, in the 22rem column beside the title above (course-head.module.css). */
const COVER_SIZES = '(max-width: 970px) 100vw, 22rem';

/** The cover image, or the placeholder colour when there is none or it fails to load. */
export function CourseCover({ objectiveId, imageUrl, alt }: { objectiveId: string; imageUrl: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed)
    return (
      <img className={styles.cover} src={imageUrl} {...responsiveImage(imageUrl, COVER_SIZES)} alt={alt} onError={() => setFailed(true)} />
    );
  const colour = getPlaceholderColour(colourIndex(objectiveId));
  return <div className={`${styles.cover} ${styles.placeholder} ${styles[colour] ?? ''}`} data-colour={colour} aria-hidden="true" />;
}
