import { Trans, useLingui } from '@lingui/react/macro'
import type { useActorRef } from '@xstate/react'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Label, TextArea, TextField } from 'react-aria-components'
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@common/support-chat'
import {
  liveChatMachine,
  selectAgentTyping,
  selectChatConnection,
  selectChatDialog,
  selectChatMessages,
  selectPendingMessages,
  type ChatDialog,
} from '../../machines/live-chat/live-chat.machine'
import { selectOpenModal, type ModalName } from '../../machines/modal/modal.machine'
import { liveChatActors, readStoredChat, writeStoredChat } from '../../services/live-chat'
import { useModalActor, useToastActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useSiteSettings } from '../layout/layout-context'
import { RichText } from '../layout/RichText'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import * as styles from './LiveChat.css'

const CHAT_DIALOGS: ReadonlySet<ModalName | null> = new Set<ModalName>(['liveChat', 'chat', 'chatIsNotAvailable'])

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The live chat's dialogs (spec 2.6): `liveChat` (the agreement), `chat` (the conversation) and
 * `chatIsNotAvailable`. Loaded when the shopper first presses Chat and kept for the rest of the
 * visit above the routes, so the conversation goes on while the shopper browses; the browser
 * session keeps the agreement and the conversation for the next page load.
 */
export default function LiveChat() {
  const { t } = useLingui()
  const modal = useModalActor()
  const toast = useToastActor()
  const open = useSelector(modal, selectOpenModal)
  const chat = useProvidedActorRef(() => liveChatMachine.provide({ actors: liveChatActors() }), {
    input: { stored: readStoredChat(sessionStore() ?? { getItem: () => null }) },
  })
  const dialog = useSelector(chat, selectChatDialog)

  useEffect(() => {
    const requested = chat.on('chat.dialog.requested', ({ name }) => {
      if (selectOpenModal(modal.getSnapshot()) !== name) modal.send({ type: 'modal.opened', name })
    })
    const stored = chat.on('chat.stored', ({ type: _, ...stored }) => {
      const storage = sessionStore()
      if (storage) writeStoredChat(storage, stored)
    })
    const answered = chat.on('chat.answer.arrived', () =>
      toast.send({ type: 'toast.shown', title: { id: t`New message from customer service. Press Chat to read it.` } }),
    )
    return () => {
      requested.unsubscribe()
      stored.unsubscribe()
      answered.unsubscribe()
    }
  }, [chat, modal, toast, t])

  // The modal machine owns which dialog is open: the chat hears when one of its dialogs opens or closes.
  const previous = useRef<ModalName | null>(null)
  useEffect(() => {
    const was = CHAT_DIALOGS.has(previous.current)
    const is = CHAT_DIALOGS.has(open)
    previous.current = open
    if (is && !was) chat.send({ type: 'chat.opened' })
    else if (was && !is) chat.send({ type: 'chat.closed' })
  }, [open, chat])

  const dismiss = () => modal.send({ type: 'modal.dismissed' })
  const shown = (name: ChatDialog) => open === name && dialog === name
  return (
    <>
      <Modal isOpen={shown('liveChat')} onDismiss={dismiss} title={t`Live chat`} closeLabel={t`Close`}>
        <Agreement onAccept={() => chat.send({ type: 'chat.accepted' })} onDecline={dismiss} />
      </Modal>
      <Modal isOpen={shown('chat')} onDismiss={dismiss} title={t`Chat with customer service`} closeLabel={t`Close`}>
        <Conversation chat={chat} />
      </Modal>
      <Modal
        isOpen={shown('chatIsNotAvailable')}
        onDismiss={dismiss}
        title={t`Chat is not available`}
        closeLabel={t`Close`}
      >
        <Offline onClose={dismiss} />
      </Modal>
    </>
  )
}

function Agreement({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  const { liveChatAgreement } = useSiteSettings()
  return (
    <div className={styles.body} data-testid="live-chat-agreement">
      {liveChatAgreement ? (
        <RichText document={liveChatAgreement} className={styles.text} />
      ) : (
        <p className={styles.text}>
          <Trans>Our customer service answers the chat. Your messages are kept so that we can answer you.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onPress={onAccept}>
          <Trans>Agree and start the chat</Trans>
        </Button>
        <Button variant="secondary" onPress={onDecline}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </div>
  )
}

function Offline({ onClose }: { onClose: () => void }) {
  const { liveChatOfflineDescription } = useSiteSettings()
  return (
    <div className={styles.body} data-testid="live-chat-offline">
      {liveChatOfflineDescription ? (
        <RichText document={liveChatOfflineDescription} className={styles.text} />
      ) : (
        <p className={styles.text}>
          <Trans>Our customer service is not on the chat right now. Please try again during opening hours.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </div>
  )
}

type ChatActor = ReturnType<typeof useActorRef<typeof liveChatMachine>>

function Conversation({ chat }: { chat: ChatActor }) {
  const { t, i18n } = useLingui()
  const connection = useSelector(chat, selectChatConnection)
  const messages = useSelector(chat, selectChatMessages)
  const pending = useSelector(chat, selectPendingMessages)
  const agentTyping = useSelector(chat, selectAgentTyping)
  const [draft, setDraft] = useState('')
  const logRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, pending.length, agentTyping])

  const statusText: Record<ChatMessage['status'], string> = {
    sent: t({ message: 'Sent', context: 'chat message' }),
    delivered: t({ message: 'Delivered', context: 'chat message' }),
    read: t({ message: 'Read', context: 'chat message' }),
  }
  const time = (iso: string) => i18n.date(iso, { hour: '2-digit', minute: '2-digit' })
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!draft.trim()) return
    chat.send({ type: 'chat.message.submitted', body: draft, clientId: crypto.randomUUID() })
    setDraft('')
  }
  const change = (text: string) => {
    setDraft(text)
    chat.send({ type: 'chat.draft.changed', text, at: Date.now() })
  }

  return (
    <div className={styles.body}>
      <p className={styles.status} role="status" data-testid="live-chat-connection" data-state={connection}>
        {connection === 'connecting' && <Trans>Connecting…</Trans>}
        {connection === 'reconnecting' && <Trans>Connection lost. Reconnecting…</Trans>}
        {connection === 'failed' && <Trans>The chat could not be started.</Trans>}
      </p>
      {connection === 'failed' && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => chat.send({ type: 'chat.retried' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {/* The conversation scrolls in its own region, which the keyboard can reach; new messages are announced. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={logRef} className={styles.log} role="region" aria-label={t`Messages`} tabIndex={0}>
        <ol className={styles.list} aria-live="polite" aria-relevant="additions" data-testid="live-chat-log">
          {messages.length === 0 && pending.length === 0 && (
            <li className={styles.empty}>
              <Trans>Write your question. Our customer service will answer here.</Trans>
            </li>
          )}
          {messages.map((message) => (
            <li
              key={message.id}
              className={styles.message}
              data-author={message.author}
              data-status={message.status}
              data-testid="live-chat-message"
            >
              <span className={styles.visuallyHidden}>
                {message.author === 'visitor' ? t`You:` : t`Customer service:`}{' '}
              </span>
              {message.body}
              <span className={styles.meta}>
                <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
                {message.author === 'visitor' && <> · {statusText[message.status]}</>}
              </span>
            </li>
          ))}
          {pending.map((message) => (
            <li
              key={message.clientId}
              className={styles.message}
              data-author="visitor"
              data-status="pending"
              data-testid="live-chat-message"
            >
              <span className={styles.visuallyHidden}>{t`You:`} </span>
              {message.body}
              <span className={styles.meta}>
                <Trans>Sending…</Trans>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.typing} aria-live="polite" data-testid="live-chat-typing">
        {agentTyping && <Trans>Customer service is typing…</Trans>}
      </p>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          value={draft}
          onChange={change}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          className={styles.form}
          aria-describedby={undefined}
        >
          <Label className={styles.label}>
            <Trans>Your message</Trans>
          </Label>
          <TextArea
            className={styles.textarea}
            rows={2}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                submit()
              }
            }}
          />
        </TextField>
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            <Trans>Send</Trans>
          </Button>
        </div>
      </form>
    </div>
  )
}
