// The sandbox console. Every text shown comes from customers, staff or the bot and is hostile:
// elements are built with createElement and filled with textContent, never parsed as markup.
// Every action posts to a stand-in's control endpoint, which signs what reaches the web app.
"use strict";

const view = { state: null, drafts: new Map(), dismissed: new Set(), chosenStaff: null, drawn: {} };

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "class") node.className = value;
    else if (key.startsWith("data-")) node.setAttribute(key, value);
    else if (key === "onclick") node.addEventListener("click", value);
    else node[key] = value;
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

function flash(text) {
  const box = document.getElementById("flash");
  box.textContent = text;
}

async function post(path, body) {
  try {
    const response = await fetch(path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok || (answer.status !== undefined && answer.status >= 400)) {
      flash(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
    } else {
      flash("");
    }
    return answer;
  } catch (error) {
    flash(`${path}: ${error}`);
    return null;
  }
}

// ---- Slack's mrkdwn, drawn as elements -------------------------------------------------------

// Symbols every system font has; Slack's emoji codes the bot uses, drawn plainly.
const EMOJI = { white_check_mark: "✔", heavy_check_mark: "✔", x: "✖", warning: "⚠", rotating_light: "‼" };

function decodeEntities(text) {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

function emoji(text) {
  return text.replace(/:([a-z0-9_+-]+):/g, (all, name) => EMOJI[name] || all);
}

function staffName(id) {
  const person = (view.state?.staff || []).find((s) => s.id === id);
  return person ? person.name : id;
}

function angle(inner) {
  // <@U123>, <!channel>, <!date^1700000000^{date}|fallback>, <https://x|label>, <https://x>
  if (inner.startsWith("@")) return el("span", { class: "mention" }, "@" + staffName(inner.slice(1).split("|")[0]));
  if (inner.startsWith("!")) {
    const bar = inner.indexOf("|");
    if (inner.startsWith("!date^") && bar > 0) return document.createTextNode(decodeEntities(inner.slice(bar + 1)));
    return el("span", { class: "mention" }, "@" + inner.slice(1).split("|")[0]);
  }
  const [url, label] = inner.split("|", 2);
  if (/^https?:\/\//.test(url)) {
    return el("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, decodeEntities(label || url));
  }
  return document.createTextNode(decodeEntities(label || url));
}

function inline(raw, into) {
  const text = emoji(raw);
  const pattern = /(<[^<>\n]+>|\*[^*\n]+\*|_[^_\n]+_|`[^`\n]+`|~[^~\n]+~)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) into.append(decodeEntities(text.slice(at, match.index)));
    const token = match[0];
    const body = token.slice(1, -1);
    if (token.startsWith("<")) into.append(angle(body));
    else if (token.startsWith("*")) into.append(inlineInto(el("b"), body));
    else if (token.startsWith("_")) into.append(inlineInto(el("i"), body));
    else if (token.startsWith("~")) into.append(inlineInto(el("s"), body));
    else into.append(el("code", {}, decodeEntities(body)));
    at = match.index + token.length;
  }
  if (at < text.length) into.append(decodeEntities(text.slice(at)));
  return into;
}

function inlineInto(node, text) {
  return inline(text, node);
}

function mrkdwn(text) {
  const box = el("div", { class: "mrkdwn" });
  const parts = String(text || "").split("```");
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      box.append(el("pre", { class: "code" }, decodeEntities(part.replace(/^\n/, ""))));
      return;
    }
    const lines = part.split("\n");
    lines.forEach((line, j) => {
      if (line.startsWith("&gt; ") || line === "&gt;") box.append(inline(line.replace(/^&gt; ?/, ""), el("blockquote")));
      else {
        inline(line, box);
        if (j < lines.length - 1) box.append(el("br"));
      }
    });
  });
  return box;
}

function textObject(object) {
  if (!object) return el("span");
  return object.type === "mrkdwn" ? mrkdwn(object.text) : el("span", {}, emoji(String(object.text || "")));
}

// ---- the staff channel -------------------------------------------------------------------------

function clickButton(message, element) {
  return () => post("/_sandbox/slack/click", {
    user_id: currentStaff(), action_id: element.action_id, value: element.value,
    message_ts: message.ts, channel: message.channel,
  });
}

function renderBlock(block, message) {
  switch (block.type) {
    case "header":
      return el("div", { class: "block-header" }, String(block.text?.text || ""));
    case "section": {
      const section = el("div", { class: "block-section" });
      if (block.text) section.append(textObject(block.text));
      if (block.fields) section.append(el("div", { class: "fields" }, ...block.fields.map((f) => textObject(f))));
      return section;
    }
    case "context":
      return el("div", { class: "block-context" }, ...(block.elements || []).map((e) => textObject(e)));
    case "divider":
      return el("hr");
    case "actions":
      return el("div", { class: "block-actions" }, ...(block.elements || []).filter((e) => e.type === "button").map(
        (e) => el("button", {
          type: "button", class: `block-button ${e.style || ""}`, "data-action-id": e.action_id,
          onclick: clickButton(message, e),
        }, String(e.text?.text || e.action_id))));
    default:
      return el("div", { class: "block-unknown" }, `[${block.type}]`);
  }
}

function renderSlackMessage(message) {
  const author = message.bot ? "supportbot" : staffName(message.user);
  const box = el("div", { class: "slack-message", "data-ts": message.ts },
    el("div", { class: "author" }, author, message.bot ? el("span", { class: "app" }, "APP") : null,
      message.edited ? el("span", { class: "edited" }, "(edited)") : null));
  if (message.blocks.length) box.append(...message.blocks.map((b) => renderBlock(b, message)));
  else box.append(mrkdwn(message.text));
  return box;
}

function replyBox(message) {
  const key = message.ts;
  const input = el("input", {
    class: "thread-input", placeholder: "Reply in thread…", value: view.drafts.get(key) || "", maxLength: 4000,
  });
  input.setAttribute("data-thread", key);
  input.addEventListener("input", () => view.drafts.set(key, input.value));
  const form = el("form", { class: "thread-reply" }, input, el("button", { type: "submit" }, "Reply"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    view.drafts.delete(key);
    input.value = "";
    await post("/_sandbox/slack/message", {
      user_id: currentStaff(), channel: message.channel, thread_ts: message.ts, text,
    });
  });
  return form;
}

function renderChannel(slack) {
  const focused = document.activeElement?.getAttribute?.("data-thread");
  const top = slack.messages.filter((m) => !m.thread_ts || m.thread_ts === m.ts);
  const replies = slack.messages.filter((m) => m.thread_ts && m.thread_ts !== m.ts);
  const channel = document.getElementById("channel");
  channel.replaceChildren(...top.map((message) => {
    const thread = replies.filter((r) => r.thread_ts === message.ts);
    const item = el("div", { class: "slack-item" }, renderSlackMessage(message));
    if (thread.length) item.append(el("div", { class: "thread" }, ...thread.map(renderSlackMessage)));
    if (message.blocks.length) item.append(replyBox(message));
    return item;
  }));
  if (focused) channel.querySelector(`[data-thread="${CSS.escape(focused)}"]`)?.focus();
  document.getElementById("channel-name").textContent = `# ${slack.channel}`;
  const notes = slack.notes.slice(-4).map((note) => el("div", { class: "note" },
    el("span", { class: "only-you" }, note.user ? `only ${staffName(note.user)} sees this` : "only you see this"),
    mrkdwn(note.text)));
  const modals = slack.views.filter((v) => !view.dismissed.has(v.id)).map(renderModal);
  document.getElementById("notes").replaceChildren(...modals, ...notes);
  const typing = document.activeElement?.getAttribute?.("data-draft");
  if (typing) document.querySelector(`[data-draft="${CSS.escape(typing)}"]`)?.focus();
}

// A modal the bot opened (Reject asks why): its inputs, Submit as the chosen staff member, or Cancel.
function renderModal(modal) {
  const fields = [];
  const form = el("form", { class: "modal" }, el("div", { class: "modal-title" }, String(modal.title?.text || "")));
  form.setAttribute("data-view-id", modal.id);
  for (const block of modal.blocks || []) {
    if (block.type === "input" && block.element?.type === "plain_text_input") {
      const key = `${modal.id}:${block.block_id}`;
      const input = el(block.element.multiline ? "textarea" : "input", {
        // Slack prefills a modal's input with initial_value (Edit opens the suggested reply in it).
        class: "modal-input", value: view.drafts.has(key) ? view.drafts.get(key) : (block.element.initial_value || ""),
      });
      input.setAttribute("data-draft", key);
      input.setAttribute("data-block-id", block.block_id);
      input.addEventListener("input", () => view.drafts.set(key, input.value));
      fields.push({ block, input, key });
      form.append(el("label", { class: "modal-label" }, String(block.label?.text || block.block_id), input));
    } else if (block.type === "section" || block.type === "header" || block.type === "context") {
      form.append(renderBlock(block, null));
    }
  }
  const cancel = el("button", { type: "button", class: "quiet" }, String(modal.close?.text || "Cancel"));
  cancel.addEventListener("click", () => { view.dismissed.add(modal.id); render(true); });
  form.append(el("div", { class: "modal-actions" },
    el("button", { type: "submit", class: "block-button primary" }, String(modal.submit?.text || "Submit")), cancel));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const values = {};
    for (const { block, input } of fields) {
      values[block.block_id] = { [block.element.action_id]: input.value };
    }
    const answer = await post("/_sandbox/slack/submit", { user_id: currentStaff(), view_id: modal.id, values });
    if (answer && answer.body) flash(`the app answered: ${answer.body}`);  // e.g. "say why"
    else for (const { key } of fields) view.drafts.delete(key);
  });
  return form;
}

function currentStaff() {
  return document.getElementById("staff").value;
}

function renderStaff(staff) {
  const select = document.getElementById("staff");
  const chosen = select.value || view.chosenStaff;
  if (select.options.length !== staff.length) {
    select.replaceChildren(...staff.map((s) => el("option", { value: s.id },
      `${s.name} (${s.id})${s.approver ? " · approver" : ""}`)));
  }
  if (chosen && staff.some((s) => s.id === chosen)) select.value = chosen;
}

// ---- the phone ---------------------------------------------------------------------------------

// accepted: the Graph API took it and Meta has not reported a status (callbacks may be off).
const TICKS = { accepted: "·", sent: "✓", delivered: "✓✓", read: "✓✓", failed: "!" };

// A phone number (digits, maybe spaced or with +) or a username-only customer's user id ("US.…").
function customerNumber() {
  const typed = document.getElementById("number").value.trim();
  return /^[+\d\s()-]+$/.test(typed) ? typed.replace(/[^0-9]/g, "") : typed;
}

function customerField() {
  const who = customerNumber();
  return /^\d+$/.test(who) ? { from: who } : { user_id: who };
}

function tap(replyId) {
  return () => post("/_sandbox/whatsapp/inbound", { ...customerField(), interactive_id: replyId });
}

function renderBubble(message) {
  const bubble = el("div", { class: `bubble ${message.side}`, "data-side": message.side, "data-status": message.status });
  bubble.setAttribute("data-id", message.id);
  if (message.kind === "template") {
    const t = message.template;
    bubble.append(el("div", { class: "template" }, `template ${t.name} (${t.language})`),
      ...t.params.map((p) => el("div", { class: "body" }, p)));
  } else {
    bubble.append(el("div", { class: "body" }, message.text));
  }
  if (message.buttons) {
    bubble.append(el("div", { class: "replies" }, ...message.buttons.map((b) => el("button", {
      type: "button", class: "reply-button", "data-reply-id": b.id, onclick: tap(b.id),
    }, b.title))));
  }
  if (message.sections) {
    bubble.append(el("div", { class: "list" }, el("div", { class: "list-title" }, message.list_button),
      ...message.sections.flatMap((s) => [
        s.title ? el("div", { class: "list-section" }, s.title) : null,
        ...s.rows.map((r) => el("button", {
          type: "button", class: "list-row", "data-reply-id": r.id, onclick: tap(r.id),
        }, r.title, r.description ? el("small", {}, r.description) : null)),
      ])));
  }
  bubble.append(el("div", { class: `ticks ${message.status}` }, TICKS[message.status] || message.status));
  return bubble;
}

function renderPhone(phone) {
  const number = customerNumber();
  const chat = document.getElementById("chat");
  const nearBottom = chat.scrollHeight - chat.scrollTop - chat.clientHeight < 40;
  chat.replaceChildren(...phone.messages.filter((m) => m.wa_id === number).map(renderBubble));
  if (nearBottom) chat.scrollTop = chat.scrollHeight;
  document.getElementById("numbers").replaceChildren(...phone.numbers.map((n) => el("option", { value: n })));
}

// ---- the side panel ----------------------------------------------------------------------------

function renderSide(state) {
  const op = state.operator || {};
  const mode = document.getElementById("mode-current");
  if (op.available && op.mode) {
    mode.textContent = op.mode.said;  // plain words, from the ladder (supportbot/rungs/ladder.py)
    mode.setAttribute("data-mode", op.mode.in_force);
    const choice = document.getElementById("mode-choice");
    if (!view.modeChosen) choice.value = op.mode.floor;  // until someone picks another
  } else {
    mode.textContent = op.error ? `database unavailable (${op.error})` : "not connected to the bot's database";
  }
  document.getElementById("trace").textContent = op.trace || "no finished run yet";
  const faults = state.faults;
  document.getElementById("fault-payments").checked = faults.payments.timeout_after_commit >= 1;
  document.getElementById("fault-model").checked = faults.model.error_500 >= 1;
  document.getElementById("fault-statuses").checked = faults.status_callbacks;
  document.getElementById("emails").replaceChildren(...state.emails.map((e) => el("li", {},
    el("div", { class: "meta" }, `to ${e.to} · ${e.subject}`), el("div", {}, e.text))));
  if (!state.emails.length) document.getElementById("emails").append(el("li", { class: "empty" }, "nothing sent"));
  document.getElementById("refunds").replaceChildren(...state.refunds.map((r) => el("li", {},
    el("div", {}, `${r.amount} ${r.currency} on ${r.order_id}`),
    el("div", { class: "meta" }, `${r.id} · ${r.status || ""} · key ${r.idempotency_key}`))));
  if (!state.refunds.length) document.getElementById("refunds").append(el("li", { class: "empty" }, "none"));
}

// Each part is redrawn only when its data changed, so a half-typed thread reply or a click in
// progress is not swept away by news elsewhere.
function redraw(part, data, draw, force) {
  const text = JSON.stringify(data);
  if (!force && view.drawn[part] === text) return;
  view.drawn[part] = text;
  draw(data);
}

function render(force) {
  const state = view.state;
  if (!state) return;
  redraw("staff", state.staff, renderStaff, force);
  redraw("phone", state.phone, renderPhone, force);
  redraw("slack", [state.slack, state.staff], () => renderChannel(state.slack), force);
  redraw("side", [state.operator, state.faults, state.emails, state.refunds], () => renderSide(state), force);
}

// ---- wiring ------------------------------------------------------------------------------------

function wire() {
  const number = document.getElementById("number");
  number.value = new URLSearchParams(location.search).get("customer") || "15551230001";
  number.addEventListener("input", () => render(true));
  document.getElementById("compose").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = document.getElementById("text");
    const text = input.value;
    if (!text.trim() || !customerNumber()) return;
    input.value = "";
    await post("/_sandbox/whatsapp/inbound", { ...customerField(), text });
  });
  document.getElementById("staff").addEventListener("change", (e) => { view.chosenStaff = e.target.value; });
  document.getElementById("mode-choice").addEventListener("change", () => { view.modeChosen = true; });
  document.getElementById("mode-set").addEventListener("click", () => post("/_sandbox/slack/command", {
    user_id: currentStaff(), text: `mode ${document.getElementById("mode-choice").value}`,
    channel: view.state?.slack.channel,
  }));
  document.getElementById("fault-payments").addEventListener("change", (e) => post("/_sandbox/payments/faults", {
    ...view.state.faults.payments, timeout_after_commit: e.target.checked ? 1 : 0,
  }));
  document.getElementById("fault-model").addEventListener("change", (e) => post("/_sandbox/llm/faults", {
    ...view.state.faults.model, error_500: e.target.checked ? 1 : 0,
  }));
  document.getElementById("fault-statuses").addEventListener("change", (e) => post("/_sandbox/whatsapp/config", {
    status_callbacks: e.target.checked,
  }));
  document.getElementById("reset").addEventListener("click", () => post("/_sandbox/reset", {}));

  const live = document.getElementById("live");
  const stream = new EventSource("/_sandbox/console/events");
  stream.onopen = () => { live.textContent = "live"; live.setAttribute("data-live", "yes"); };
  stream.onerror = () => { live.textContent = "reconnecting…"; live.setAttribute("data-live", "no"); };
  stream.onmessage = (event) => {
    view.state = JSON.parse(event.data);
    render();
  };
}

document.addEventListener("DOMContentLoaded", wire);
