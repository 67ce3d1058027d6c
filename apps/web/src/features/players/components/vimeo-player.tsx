import { useState } from 'react';
import { isAllowedExternalSource } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { LazyFrame } from './lazy-frame.tsx';
import { useVimeoPlayerState, VIMEO_PLAYER_ORIGIN } from '../hooks/use-vimeo-player-state.ts';
import type { ActivityPosition } from '../hooks/use-activity-position.ts';
import { useVimeoPosition } from '../hooks/use-vimeo-position.ts';
import styles from './players.module.css';

/**
 * A Vimeo video in Vimeo's own player, created lazily, and always a plain link to watch it on
 * vimeo.com: where the player cannot load (a network or filter that refuses Vimeo, a player
 * that never answers) the learner is told so beside that link, instead of an empty frame.
 * The player is embedded only when the tenant's allowed external sources (doc 2 §9) list it:
 * otherwise the page's policy would refuse the frame, so the learner gets the link and why.
 */
export function VimeoPlayer({ id, name, position }: { id: string; name: string; position?: ActivityPosition | undefined }) {
  const t = useT();
  const { allowedExternalSources } = useRuntimeConfig();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const src = `${VIMEO_PLAYER_ORIGIN}/video/${id}`;
  const embeddable = isAllowedExternalSource(src, allowedExternalSources);
  const state = useVimeoPlayerState(frame);
  const failed = state === 'failed';
  useVimeoPosition(frame, state === 'ready', position);
  const message = !embeddable ? t.t('players.video.notAllowed') : failed ? t.t('players.video.vimeoFailed') : null;
  return (
    <>
      {embeddable ? (
        <LazyFrame
          ref={setFrame}
          title={t.t('players.video.frameTitle', { name })}
          src={src}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className={styles.videoFrame}
        />
      ) : null}
      <p className={styles.vimeoLink}>
        {/* Always there and polite, so the failure is read out once, with the link right after it. */}
        <span role="status" className={message ? styles.error : undefined}>
          {message ? `${message} ` : null}
        </span>
        <a href={`https://vimeo.com/${id}`} target="_blank" rel="noopener noreferrer">
          {t.t('players.video.watchOnVimeo', { name })}
          <span className="visually-hidden">{` (${t.t('players.newTab')})`}</span>
        </a>
      </p>
    </>
  );
}
