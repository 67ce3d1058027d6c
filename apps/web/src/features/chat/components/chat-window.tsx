import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { getFileSizeParts } from '@lp/domain';
import { CHAT_LIMITS, type ChatAttachment, type ChatMessage } from '@lp/contract/chat';
import { useT } from '../../../lib/i18n.tsx';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useChannelUnread } from '../../../lib/api/chat-unread.ts';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { useChannelMessages } from '../api/get-channel-messages.ts';
import { useMarkChatRead } from '../api/mark-chat-read.ts';
import { usePostQuestion } from '../api/post-question.ts';
import { questionHtml } from '../lib/question-html.ts';
import styles from './chat-window.module.css';

/** Characters a learner may type: escaped as HTML (at most six characters each) it stays within the call's limit. */
const QUESTION_LENGTH = Math.floor(CHAT_LIMITS.messageLength / 6);

export interface ChatWindowProps {
  channelId: string;
  /** Opened by the learner to read it: expanded whatever the course's setting. */
  startExpanded?: boolean | undefined;
  onClose: () => void;
}

/**
 * The chat window of a course's announcement channel (doc 1 §2, doc 2 §2 Notifications
 * layer; decision 0025): docked at the inline end of wide screens, the whole screen at
 * 970 px and below, above the app's header; it starts expanded or collapsed by the course's
 * setting (doc 1 §9), expanded when the learner opened it to read (decision 0064).
 * Messages page backwards ("Earlier messages"), new ones arrive live; what was unread when
 * the window opened stays marked "New" while it is open, and the channel is read as soon as
 * its messages are shown. Where the channel allows replies, the learner asks here.
 */
export function ChatWindow({ channelId, startExpanded, onClose }: ChatWindowProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const messages = useChannelMessages(channelId);
  const unread = useChannelUnread(channelId).data ?? 0;
  const newest = messages.data?.pages[0];
  const channel = newest?.channel;
  const [expanded, setExpanded] = useState<boolean | undefined>(startExpanded || undefined);
  const isExpanded = expanded ?? channel?.startsExpanded ?? false;
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // What was read when the window opened: later messages stay "New" until it closes.
  const readMark = useRef<number | undefined>(undefined);
  readMark.current ??= newest?.lastReadSeq;

  const shown = useMemo(() => (messages.data ? [...messages.data.pages].reverse().flatMap((page) => page.data) : []), [messages.data]);
  const last = shown.at(-1)?.seq ?? 0;

  useEffect(() => heading.current?.focus(), [channelId]);

  const markRead = useMarkChatRead();
  const marked = useRef(0);
  useEffect(() => {
    if (!isExpanded || !newest || last <= Math.max(marked.current, newest.lastReadSeq)) return;
    marked.current = last;
    markRead.mutate({ channelId, upTo: last });
  }, [isExpanded, newest, last, channelId, markRead]);

  useKeptScroll(list, shown, isExpanded);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <aside
      className={`${styles.window} ${isExpanded ? styles.expanded : styles.collapsed}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-chat-window=""
    >
      <div className={styles.header}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          <bdi>{channel?.name ?? t.t('chat.title')}</bdi>
        </h2>
        {!isExpanded ? <UnreadBadge count={unread} label={t.t('chat.unread', { count: unread })} /> : null}
        <button
          type="button"
          className={styles.headerButton}
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? t.t('chat.collapse') : t.t('chat.expand')}
        </button>
        <button type="button" className={styles.headerButton} onClick={onClose}>
          {t.t('chat.close')}
        </button>
      </div>
      <div id={bodyId} className={styles.body} hidden={!isExpanded}>
        {messages.isError ? <p role="alert">{t.t('chat.loadFailed')}</p> : null}
        {messages.isPending ? <p role="status">{t.t('shell.loading')}</p> : null}
        <div ref={list} className={styles.log} role="log" aria-label={t.t('chat.messages')} tabIndex={0}>
          {messages.hasNextPage ? (
            <button
              type="button"
              className={styles.earlier}
              onClick={() => void messages.fetchNextPage().then((page) => !page.hasNextPage && list.current?.focus())}
              disabled={messages.isFetchingNextPage}
            >
              {messages.isFetchingNextPage ? t.t('shell.loading') : t.t('chat.earlier')}
            </button>
          ) : null}
          {newest && shown.length === 0 ? <p className={styles.empty}>{t.t('chat.empty')}</p> : null}
          <ol className={styles.messages}>
            {shown.map((message) => (
              <Message key={message.id} message={message} isNew={!message.mine && message.seq > (readMark.current ?? Infinity)} />
            ))}
          </ol>
        </div>
        {channel ? (
          channel.allowReplies ? (
            <Composer channelId={channelId} />
          ) : (
            <p className={styles.note}>{t.t('chat.announcementsOnly')}</p>
          )
        ) : null}
      </div>
    </aside>
  );
}

function Message({ message, isNew }: { message: ChatMessage; isNew: boolean }) {
  const t = useT();
  return (
    <li className={`${styles.message} ${message.mine ? styles.mine : ''}`}>
      <p className={styles.meta}>
        <bdi className={styles.author}>{message.mine ? t.t('chat.you') : (message.author ?? t.t('chat.unknownAuthor'))}</bdi>
        {message.kind === 'question' ? <span className={styles.kind}>{t.t('chat.question')}</span> : null}
        <time dateTime={message.created}>{formatDateTime(t, message.created)}</time>
        {isNew ? <span className={styles.new}>{t.t('chat.new')}</span> : null}
      </p>
      {/* The server sanitises every body on the way out (decision 0025): no script, style or handler reaches here. */}
      <div className={styles.text} dir="auto" dangerouslySetInnerHTML={{ __html: message.body }} />
      {message.attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={t.t('attachments.title')}>
          {message.attachments.map((file) => (
            <Attachment key={file.id} file={file} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Attachment({ file }: { file: ChatAttachment }) {
  const t = useT();
  const parts = getFileSizeParts(file.size);
  const value = t.number(parts.value, { minimumFractionDigits: parts.fractionDigits, maximumFractionDigits: parts.fractionDigits });
  return (
    <li>
      <a href={file.url} download={file.name}>
        <bdi>{file.name}</bdi>
      </a>{' '}
      <span className={styles.size}>{t.t('attachments.size', { value, unit: parts.unit })}</span>
    </li>
  );
}

function Composer({ channelId }: { channelId: string }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const post = usePostQuestion(channelId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    post.run(questionHtml(text), { onSuccess: () => setText('') });
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t.t('chat.ask')}
      </label>
      <textarea
        id={id}
        className={styles.input}
        dir="auto"
        rows={2}
        maxLength={QUESTION_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
      />
      <button type="submit" className={styles.send} disabled={post.isPending || !text.trim()}>
        {t.t('chat.send')}
      </button>
      {post.isError ? (
        <p role="alert" className={styles.error}>
          {tooManyRequestsMessage(post.error, t) ?? t.t('chat.sendFailed')}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The log stays at its end while the learner is there when messages arrive, and keeps its
 * place when earlier messages are put above.
 */
function useKeptScroll(ref: RefObject<HTMLDivElement | null>, shown: readonly ChatMessage[], expanded: boolean) {
  const previous = useRef<{ first?: string; last?: string; height: number; atEnd: boolean }>({ height: 0, atEnd: true });
  useLayoutEffect(() => {
    const log = ref.current;
    if (!log || !expanded) return;
    const before = previous.current;
    const first = shown[0]?.id;
    const last = shown.at(-1)?.id;
    if (before.first && first !== before.first && last === before.last) log.scrollTop += log.scrollHeight - before.height;
    else if (before.atEnd || !before.last) log.scrollTop = log.scrollHeight;
    const remember = () =>
      (previous.current = { first, last, height: log.scrollHeight, atEnd: log.scrollHeight - log.scrollTop - log.clientHeight < 40 });
    remember();
    log.addEventListener('scroll', remember);
    return () => log.removeEventListener('scroll', remember);
  }, [ref, shown, expanded]);
}
