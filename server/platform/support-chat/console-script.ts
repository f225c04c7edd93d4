/**
 * The agent console's script: gets an agent token, connects to the chat's WebSocket (again with
 * backoff when the connection drops, replaying what it missed), lists the open conversations,
 * shows the selected one, marks the visitor's messages read and sends the agent's answers.
 */
export const CONSOLE_SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id)
  const conversations = new Map()
  let selected = null
  let socket = null
  let attempt = 0
  let typingTimer = null
  let typingSent = 0
  const visitorTyping = new Map()
  const typingExpiry = new Map()

  const label = (c) => (c.visitorName || 'Visitor') + ' · ' + new Date(c.createdAt).toLocaleTimeString('en-GB')
  const send = (frame) => socket && socket.readyState === 1 && socket.send(JSON.stringify(frame))

  function renderList() {
    const list = $('conversations')
    list.replaceChildren()
    $('no-conversations').hidden = conversations.size > 0
    for (const c of conversations.values()) {
      const item = document.createElement('li')
      const button = document.createElement('button')
      button.type = 'button'
      const last = c.messages[c.messages.length - 1]
      const unread = c.messages.filter((m) => m.author === 'visitor' && m.status !== 'read').length
      button.textContent = label(c) + (last ? ' — ' + last.body.slice(0, 40) : '') + (unread ? ' (' + unread + ' new)' : '')
      button.dataset.conversation = c.id
      button.setAttribute('aria-current', String(c.id === selected))
      button.addEventListener('click', () => select(c.id))
      item.append(button)
      list.append(item)
    }
  }

  function renderConversation() {
    const c = selected && conversations.get(selected)
    $('reply').hidden = !c
    $('conversation-title').textContent = c ? 'Conversation with ' + label(c) : 'No conversation selected'
    const list = $('messages')
    list.replaceChildren()
    if (!c) return
    for (const m of c.messages) {
      const item = document.createElement('li')
      item.dataset.author = m.author
      const meta = document.createElement('span')
      meta.className = 'meta'
      meta.textContent = (m.author === 'agent' ? 'You' : 'Visitor') + ' · ' + new Date(m.sentAt).toLocaleTimeString('en-GB') + (m.author === 'agent' ? ' · ' + m.status : '')
      const body = document.createElement('span')
      body.textContent = m.body
      item.append(meta, body)
      list.append(item)
    }
    list.scrollTop = list.scrollHeight
    $('typing').textContent = visitorTyping.get(c.id) ? 'The visitor is typing…' : ''
    markRead(c)
  }

  function markRead(c) {
    if (document.visibilityState !== 'visible') return
    const last = [...c.messages].reverse().find((m) => m.author === 'visitor')
    if (last && last.status !== 'read') send({ type: 'seen', conversationId: c.id, status: 'read', upTo: last.id })
  }

  function select(id) {
    selected = id
    renderList()
    renderConversation()
    $('reply-text').focus()
  }

  function addMessage(m) {
    let c = conversations.get(m.conversationId)
    if (!c) return
    const at = c.messages.findIndex((x) => x.id === m.id)
    if (at >= 0) c.messages[at] = m
    else c.messages.push(m)
    c.messages.sort((a, b) => a.id - b.id)
    if (m.author === 'visitor') {
      visitorTyping.delete(m.conversationId)
      send({ type: 'seen', conversationId: m.conversationId, status: 'delivered', upTo: m.id })
    }
  }

  function onFrame(frame) {
    if (frame.type === 'conversations') {
      conversations.clear()
      for (const c of frame.conversations) conversations.set(c.id, c)
      for (const c of frame.conversations) {
        const last = [...c.messages].reverse().find((m) => m.author === 'visitor' && m.status === 'sent')
        if (last) send({ type: 'seen', conversationId: c.id, status: 'delivered', upTo: last.id })
      }
    } else if (frame.type === 'conversation') {
      if (!conversations.has(frame.conversation.id)) conversations.set(frame.conversation.id, frame.conversation)
    } else if (frame.type === 'message') addMessage(frame.message)
    else if (frame.type === 'status') {
      const c = conversations.get(frame.conversationId)
      if (c) for (const m of c.messages) if (m.author === frame.author && m.id <= frame.upTo && m.status !== 'read') m.status = frame.status
    } else if (frame.type === 'typing' && frame.author === 'visitor') {
      // A visitor typing says so every 3 s; without word for 6 s they are taken to have stopped.
      clearTimeout(typingExpiry.get(frame.conversationId))
      visitorTyping.set(frame.conversationId, frame.typing)
      if (frame.typing)
        typingExpiry.set(frame.conversationId, setTimeout(() => {
          visitorTyping.delete(frame.conversationId)
          renderConversation()
        }, 6000))
    }
    else if (frame.type === 'error') $('connection').textContent = 'Error: ' + frame.error
    renderList()
    renderConversation()
  }

  async function connect() {
    $('connection').textContent = attempt ? 'Reconnecting…' : 'Connecting…'
    let token
    try {
      const response = await fetch('/platform/support-chat/console/token', { method: 'POST', credentials: 'same-origin' })
      token = (await response.json()).token
    } catch {
      return retry()
    }
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
    socket = new WebSocket(scheme + '//' + location.host + '/platform/support-chat/socket?token=' + encodeURIComponent(token))
    socket.addEventListener('open', () => {
      attempt = 0
      $('connection').textContent = 'Connected'
      send({ type: 'hello' })
    })
    socket.addEventListener('message', (event) => {
      try {
        onFrame(JSON.parse(event.data))
      } catch {}
    })
    socket.addEventListener('close', retry)
  }

  function retry() {
    socket = null
    attempt += 1
    $('connection').textContent = 'Disconnected; reconnecting…'
    setTimeout(connect, Math.min(10000, 500 * 2 ** attempt))
  }

  $('reply').addEventListener('submit', (event) => {
    event.preventDefault()
    const text = $('reply-text')
    const body = text.value.trim()
    if (!body || !selected) return
    send({ type: 'typing', conversationId: selected, typing: false })
    send({ type: 'send', conversationId: selected, clientId: crypto.randomUUID(), body })
    text.value = ''
  })
  $('reply-text').addEventListener('input', () => {
    if (!selected) return
    if (Date.now() - typingSent > 2000) {
      typingSent = Date.now()
      send({ type: 'typing', conversationId: selected, typing: true })
    }
    clearTimeout(typingTimer)
    const conversationId = selected
    typingTimer = setTimeout(() => {
      typingSent = 0
      send({ type: 'typing', conversationId, typing: false })
    }, 3000)
  })
  document.addEventListener('visibilitychange', () => renderConversation())
  connect()
})()
`
