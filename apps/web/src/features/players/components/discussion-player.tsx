import { useEffect, useRef, useState } from 'react';
import type { DiscussionPostView } from '@lp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useDiscussionPosts } from '../api/get-discussion-posts.ts';
import { DATE_TIME_FORMAT } from '../../../lib/date-time.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { DiscussionForm } from './discussion-form.tsx';
import { RichHtml } from './rich-html.tsx';
import { Attachments } from './attachments.tsx';
import styles from './players.module.css';

interface PostProps {
  post: DiscussionPostView;
  replies: DiscussionPostView[];
  activityId: string;
  canPost: boolean;
}

function Post({ post, replies, activityId, canPost }: PostProps) {
  const t = useT();
  const { objectiveWorkflowId, timeZone } = useContent();
  const [replying, setReplying] = useState(false);
  const [replied, setReplied] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // The reply form closes: the focus goes back to the post's Reply button (issue 16).
  const wasReplying = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (wasReplying.current && !replying && lost) replyButton.current?.focus();
    wasReplying.current = replying;
  }, [replying]);
  const author = post.mine ? t.t('discussion.you') : post.authorName;
  const when = t.date(post.created, { ...DATE_TIME_FORMAT, ...(timeZone ? { timeZone } : {}) });
  return (
    <li className={styles.post}>
      <article aria-label={t.t('discussion.postBy', { author })}>
        <p className={styles.postMeta}>
          <strong>
            <bdi>{author}</bdi>
          </strong>{' '}
          · <time dateTime={post.created}>{when}</time>
        </p>
        {post.title ? (
          <p className={styles.postTitle} dir="auto">
            {post.title}
          </p>
        ) : null}
        <p className={styles.postBody} dir="auto">
          {post.body}
        </p>
        {post.attachments.length ? (
          <Attachments
            files={post.attachments.map((a) => ({ fileId: a.id, url: a.url, name: a.name, contentType: a.contentType, size: a.size }))}
          />
        ) : null}
        <p role="status" className="visually-hidden">
          {replied && !replying ? t.t('discussion.replied') : ''}
        </p>
        {canPost && post.parentId === null && !replying ? (
          <Button
            ref={replyButton}
            variant="ghost"
            onClick={() => {
              setReplied(false);
              setReplying(true);
            }}
          >
            {t.t('discussion.reply')}
          </Button>
        ) : null}
      </article>
      {replying ? (
        <DiscussionForm
          objectiveWorkflowId={objectiveWorkflowId}
          activityId={activityId}
          parentId={post.id}
          label={t.t('discussion.replyLabel', { author })}
          onDone={() => {
            setReplied(true);
            setReplying(false);
          }}
          onCancel={() => setReplying(false)}
        />
      ) : null}
      {replies.length > 0 ? (
        <ul className={styles.replies} aria-label={t.t('discussion.replies', { author })}>
          {replies.map((reply) => (
            <Post key={reply.id} post={reply} replies={[]} activityId={activityId} canPost={canPost} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A discussion: its prompt, the posts with their replies under them (oldest first), and a
 * form to post. In review of a finished run the posts are read-only.
 */
export function DiscussionPlayer({ html, activityId }: { html: string | undefined; activityId: string }) {
  const t = useT();
  const { objectiveWorkflowId, canWork } = useContent();
  const posts = useDiscussionPosts(objectiveWorkflowId, activityId);
  const all = posts.data ?? [];
  const topLevel = all.filter((post) => post.parentId === null || !all.some((p) => p.id === post.parentId));
  return (
    <div className={styles.discussion}>
      {html ? <RichHtml html={html} /> : null}
      {canWork ? (
        <DiscussionForm objectiveWorkflowId={objectiveWorkflowId} activityId={activityId} label={t.t('discussion.newPost')} />
      ) : null}
      <div role="group" aria-label={t.t('discussion.posts')} className={styles.postsBox}>
        <p className={styles.postsTitle} aria-hidden="true">
          {t.t('discussion.posts')}
        </p>
        {posts.isPending ? (
          <p className={styles.muted}>{t.t('discussion.loading')}</p>
        ) : posts.isError ? (
          <p className={styles.error} role="alert">
            {t.t('discussion.loadFailed')}
          </p>
        ) : topLevel.length === 0 ? (
          <p className={styles.muted}>{t.t('discussion.empty')}</p>
        ) : (
          <ul className={styles.posts}>
            {topLevel.map((post) => (
              <Post
                key={post.id}
                post={post}
                replies={all.filter((reply) => reply.parentId === post.id)}
                activityId={activityId}
                canPost={canWork}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
