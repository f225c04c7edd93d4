/**
 * The inline script at the end of every server-rendered page: when the application's code starts,
 * and what happens to a press made before it has taken over.
 *
 * **When.** The server's page works without scripts: links navigate, and the shopping actions are
 * forms the server handles (size, add to bag, quantity, promo code, the checkout steps). So the code
 * is not fetched while the page loads: it starts when the shopper reaches for the page (a touch, the
 * pointer moving over it, the wheel, a key, a focus), or, for a shopper who only reads, once the
 * loaded page has been visible and left alone for `IDLE_START_MS` (views are then counted and the
 * live parts start). A page holding a placeholder only the code can fill (`data-awaits-code`: the
 * shopper's account, an order's confirmation) starts it as soon as it has loaded. Nothing competes with the page's images and text for the network or the main
 * thread while it loads.
 *
 * **Presses kept.** A control that only the application can carry out (a button of type `button`, a
 * button outside any form, an element with the button role) does nothing in the server's HTML. A
 * press on one before the application starts hydrating is kept and carried out once the page has
 * hydrated (`<html data-hydrated>`), on the same element: a mega-menu item's button pressed first opens
 * its panel once the code is there. A form without an `action` (one the server does not take, such as
 * the sign-in dialog's) is held the same way instead of being submitted as a query string; sent again once the page
 * has hydrated, a submit of such a form that no part of the code takes (its part still hydrating) is held again and
 * sent a moment later, never to the page's address. Forms with an `action` go to the server as they are: that is
 * quicker than waiting for the code.
 *
 * **Fields kept.** React hydrates a field as the server rendered it: what the shopper typed, chose or ticked
 * before then is on the screen, but the field's statechart never heard of it, and the field's next render
 * puts the server's value back. Until the page has hydrated, every field the shopper changes that React has
 * not hydrated yet is noted with its last value (`EARLY_EDITS_GLOBAL`); the code hands those to its parts as
 * the shopper's own input once every part has hydrated, and again (`ADOPT_EDITS_GLOBAL`) before each time the
 * held presses and forms are carried out, so that a form sent then reads what the shopper typed.
 *
 * Written as ES5 in a string: it runs before anything else and is sent with every page.
 */
import {
  ADOPT_EDITS_GLOBAL,
  AWAITS_CODE_ATTRIBUTE,
  EARLY_EDITS_GLOBAL,
  HYDRATING_GLOBAL,
  LAYOUT_CONTENT_META,
  REACT_FIBER_KEY,
} from '@common/page-start'

/**
 * What starts the code before the idle start: the shopper reaching for the page. The pointer's
 * movement counts once it has moved: the browser sends a move of nothing when the page appears under
 * a pointer that stays still.
 */
const ENGAGE_EVENTS = ['pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const

/** How long a loaded, visible page is left alone before its code starts without being asked for. */
const IDLE_START_MS = 5_000

/** How long the idle start waits at most for the browser to be idle. */
const IDLE_LATEST_MS = 2_000

const HYDRATING = `self.${HYDRATING_GLOBAL}`

const STARTED = 'self.__kestrelStarted'
const KEPT = 'self.__kestrelKept'
const EDITS = `self.${EARLY_EDITS_GLOBAL}`
const ADOPT_EDITS = `self.${ADOPT_EDITS_GLOBAL}`

/** How often, and how far apart, a held form that the code did not take yet is sent again. */
const RETRY_LIMIT = 50
const RETRY_MS = 100

/** What only the application carries out (a button that submits a form is the form's business). */
const PRESSABLE = 'button,[role="button"]:not(a[href],summary,input,label)'

interface StartScriptOptions {
  entry: string
  /** The global array the routes' scripts push their chunks to. */
  chunkList: string
  /** The global array of the stylesheets the page holds inline. */
  inlinedCssList: string
}

export function startScriptSource({ entry, chunkList, inlinedCssList }: StartScriptOptions): string {
  const start = [
    `var go=function(){if(${STARTED})return;${STARTED}=true;var chunks=${chunkList}||[];`,
    `for(var i=0;i<chunks.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.href=chunks[i];document.head.appendChild(link)}`,
    `var inlined=${inlinedCssList}||[];`,
    // A disabled link is never fetched; Vite's loader finds it and does not link the stylesheet again.
    `for(var j=0;j<inlined.length;j++){var held=document.createElement('link');held.setAttribute('disabled','');held.rel='stylesheet';held.href=inlined[j];document.head.appendChild(held)}`,
    // The layout content the code loads before it hydrates (the page does not embed it), alongside the code.
    `var layout=document.querySelector('meta[name="${LAYOUT_CONTENT_META}"]');`,
    `if(layout){var data=document.createElement('link');data.rel='preload';data.as='fetch';data.crossOrigin='anonymous';data.href=layout.content;document.head.appendChild(data)}`,
    `import(${JSON.stringify(entry)})};`,
    `${JSON.stringify(ENGAGE_EVENTS)}.forEach(function(type){addEventListener(type,go,{once:true,passive:true,capture:true})});`,
    `var moved=function(event){if(!event.movementX&&!event.movementY)return;removeEventListener('pointermove',moved,true);go()};`,
    `addEventListener('pointermove',moved,{passive:true,capture:true});`,
    // Left alone: once the page has loaded and stayed visible for a while, at an idle moment or at the latest a
    // couple of seconds on (a page that keeps the browser busy, an animation on a slow phone, may never leave it idle).
    `var idle=function(){setTimeout(function(){if(!document.hidden)return self.requestIdleCallback?requestIdleCallback(go,{timeout:${IDLE_LATEST_MS}}):go();`,
    `document.addEventListener('visibilitychange',go,{once:true})},${IDLE_START_MS})};`,
    // A page whose placeholders only the code can fill starts it as soon as it has loaded.
    `var wanted=function(){if(document.querySelector('[${AWAITS_CODE_ATTRIBUTE}]'))go()};`,
    `var loaded=function(){wanted();idle()};`,
    `if(document.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true});`,
  ].join('')
  const keep = [
    `var kept=${KEPT}=[];var early=function(){return!${HYDRATING}};`,
    `document.addEventListener('click',function(event){`,
    `var target=event.target;if(!early()||!target||!target.closest)return;`,
    `var pressed=target.closest(${JSON.stringify(PRESSABLE)});`,
    `if(!pressed||pressed.disabled||(pressed.form&&pressed.type!=='button'))return;`,
    `event.preventDefault();kept.push({press:pressed})},true);`,
    `document.addEventListener('submit',function(event){`,
    `var form=event.target;if(!early()||form.hasAttribute('action'))return;`,
    `event.preventDefault();kept.push({form:form,submitter:event.submitter})},true);`,
    `var root=document.documentElement;`,
    // A field the shopper changed before the page is interactive: kept once (a radio button once for its group), with
    // what they left in it; not when React has hydrated the field already, as it sees the change itself.
    `var edits=${EDITS}=[];var edited=function(event){`,
    `var field=event.target;if(!event.isTrusted||root.hasAttribute('data-hydrated')||!field||!/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName))return;`,
    `for(var k=edits.length-1;k>=0;k--){var other=edits[k].field;`,
    `if(other===field||(field.type==='radio'&&other.type==='radio'&&other.name===field.name))edits.splice(k,1)}`,
    `if(Object.keys(field).some(function(key){return key.indexOf(${JSON.stringify(REACT_FIBER_KEY)})===0}))return;`,
    `edits.push({field:field,value:field.value,checked:!!field.checked})};`,
    `document.addEventListener('input',edited,true);document.addEventListener('change',edited,true);`,
    `var flush=function(){if(${ADOPT_EDITS})${ADOPT_EDITS}();kept.splice(0).forEach(function(item){`,
    `if(item.press){if(item.press.isConnected)item.press.click();return}`,
    `if(item.form.isConnected)item.form.requestSubmit(item.submitter&&item.submitter.isConnected?item.submitter:undefined)})};`,
    // A form without an action that nothing of the code took (its part of the page not hydrated yet) is never sent
    // as a query string: it is held again and sent once more a moment later, for up to RETRY_LIMIT times.
    `var tries=0;addEventListener('submit',function(event){`,
    `var form=event.target;if(event.defaultPrevented||!form.hasAttribute||form.hasAttribute('action'))return;`,
    `event.preventDefault();if(++tries>${RETRY_LIMIT})return;kept.push({form:form,submitter:event.submitter});`,
    `if(root.hasAttribute('data-hydrated'))setTimeout(flush,${RETRY_MS})});`,
    `new MutationObserver(function(changes,observer){`,
    `if(!root.hasAttribute('data-hydrated'))return;observer.disconnect();flush()`,
    `}).observe(root,{attributes:true,attributeFilter:['data-hydrated']});`,
  ].join('')
  // Once a page: the router runs its routes' scripts again as it hydrates.
  return `(function(){if(${STARTED}||${KEPT})return;${keep}${start}})()`
}
