import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@lp/domain';
import styles from './toast.module.css';

export type ToastKind = 'success' | 'info' | 'warning' | 'critical';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});

/** doc 1 §2: a toast area; each toast stays 7 seconds. Critical ones are announced assertively. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = ++next.current;
    setToasts((list) => [...list, { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_DURATION_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.area} role="status" aria-live="polite">
        {toasts
          .filter((t) => t.kind !== 'critical')
          .map((t) => (
            <p key={t.id} className={`${styles.toast} ${styles[t.kind]}`}>
              {t.text}
            </p>
          ))}
      </div>
      <div className={styles.area} role="alert" aria-live="assertive">
        {toasts
          .filter((t) => t.kind === 'critical')
          .map((t) => (
            <p key={t.id} className={`${styles.toast} ${styles.critical}`}>
              {t.text}
            </p>
          ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
