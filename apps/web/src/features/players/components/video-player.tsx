import type { ActivityContentView } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import type { ActivityPosition } from '../hooks/use-activity-position.ts';
import { useVideoPosition } from '../hooks/use-video-position.ts';
import { RichHtml } from './rich-html.tsx';
import { VimeoPlayer } from './vimeo-player.tsx';
import styles from './players.module.css';

type Content = NonNullable<ActivityContentView['content']>;

/** The numeric id of a Vimeo video from its page or player URL (https://vimeo.com/76979871). */
export function vimeoId(url: string | undefined): string | null {
  if (!url) return null;
  return /^https:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)/.exec(url)?.[1] ?? null;
}

/**
 * A video: a stored file plays in the native player (the file route serves byte ranges,
 * so seeking works); a Vimeo video plays in Vimeo's own player, created lazily, with a link
 * to it on Vimeo. The transcript, when there is one, is a disclosure under the video. Either
 * opens at the time the learner was at, on any device, and saves the time as it plays
 * (decision 0076).
 */
export function VideoPlayer({ content, name, position }: { content: Content; name: string; position?: ActivityPosition | undefined }) {
  const t = useT();
  const videoEvents = useVideoPosition(position);
  const id = content.provider === 'vimeo' ? vimeoId(content.url) : null;
  const file = content.provider === 'file' ? content.file : undefined;
  return (
    <div className={styles.video}>
      {id ? (
        <VimeoPlayer key={id} id={id} name={name} position={position} />
      ) : file ? (
        <video className={styles.videoElement} controls preload="metadata" src={file.url} aria-label={name} {...videoEvents}>
          <a href={file.url} download={file.name}>
            {t.t('players.video.download', { name: file.name })}
          </a>
        </video>
      ) : (
        <p>{t.t('players.unsupported')}</p>
      )}
      {content.transcriptHtml ? (
        <details className={styles.transcript}>
          <summary>{t.t('players.video.transcript')}</summary>
          <RichHtml html={content.transcriptHtml} />
        </details>
      ) : null}
    </div>
  );
}
