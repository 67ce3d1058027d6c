import { useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { LazyFrame } from './lazy-frame.tsx';
import { useVimeoPlayerState, VIMEO_PLAYER_ORIGIN } from './use-vimeo-player-state.ts';
import styles from './players.module.css';

/**
 * A Vimeo video in Vimeo's own player, created lazily, and always a plain link to watch it on
 * vimeo.com: where the player cannot load (a network or filter that refuses Vimeo, a player
 * that never answers) the learner is told so beside that link, instead of an empty frame.
 */
export function VimeoPlayer({ id, name }: { id: string; name: string }) {
  const t = useT();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const failed = useVimeoPlayerState(frame) === 'failed';
  return (
    <>
      <LazyFrame
        ref={setFrame}
        title={t.t('players.video.frameTitle', { name })}
        src={`${VIMEO_PLAYER_ORIGIN}/video/${id}`}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className={styles.videoFrame}
      />
      <p className={styles.vimeoLink}>
        {/* Always there and polite, so the failure is read out once, with the link right after it. */}
        <span role="status" className={failed ? styles.error : undefined}>
          {failed ? `${t.t('players.video.vimeoFailed')} ` : null}
        </span>
        <a href={`https://vimeo.com/${id}`} target="_blank" rel="noopener noreferrer">
          {t.t('players.video.watchOnVimeo', { name })}
          <span className="visually-hidden">{` (${t.t('players.newTab')})`}</span>
        </a>
      </p>
    </>
  );
}
