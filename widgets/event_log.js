// The event log of a gangs Table: the newest turn first, each turn folding open or shut.
// State (see event_log.py): current and past groups {heading, lines: [[text, rule], ...]}, rules (hover
// texts), details (what a click on a line opens: {french, english, house, number}) and words (the log's own words,
// in the match's language: rule, house_rule, house, no_reason, empty, click, manual).
// A rule's « In the manual » link opens the game's manual (sent by the kernel on asking) in a new tab, at the rule.
// A click on a line, or Enter or Space on a focused line, opens its rule under it; a second one closes it.

function ruleBox(rule, entry, words, openManual) {
  const box = document.createElement("div");
  box.className = "gangs-log-why";
  const head = document.createElement("div");
  head.className = "gangs-log-why-key";
  head.textContent = (entry && entry.house !== "" ? words.house_rule : words.rule).replace("{rule}", rule);
  box.appendChild(head);
  if (!entry) return box;
  if (entry.french) {
    const french = document.createElement("div");
    french.className = "gangs-log-why-french";
    french.lang = "fr";
    french.textContent = "« " + entry.french + " »";
    box.appendChild(french);
  }
  if (entry.english) {
    const english = document.createElement("div");
    english.className = "gangs-log-why-english";
    english.textContent = entry.english;
    box.appendChild(english);
  }
  if (entry.house !== "") {
    const house = document.createElement("div");
    house.className = "gangs-log-why-house";
    house.textContent = entry.house ? words.house.replace("{reason}", entry.house) : words.no_reason;
    box.appendChild(house);
  }
  if (entry.number && words.manual) {
    const link = document.createElement("a");
    link.className = "gangs-log-manual";
    link.href = "#";
    link.textContent = words.manual.replace("{number}", entry.number);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();                              // the line stays open
      openManual(rule);
    });
    box.appendChild(link);
  }
  return box;
}

function group(data, closed, opened, details, words, toggle, openManual) {
  const details_ = document.createElement("details");
  details_.className = "gangs-log-turn";
  details_.open = !closed.has(data.heading);
  details_.addEventListener("toggle", () => {
    if (details_.open) closed.delete(data.heading);
    else closed.add(data.heading);
  });
  const summary = document.createElement("summary");
  summary.textContent = data.heading;
  details_.appendChild(summary);
  const list = document.createElement("ul");
  data.lines.forEach(([text, rule], i) => {
    // A line is known by its turn, its place counted from the turn's first event, and its text: it stays
    // open while newer lines are added above it.
    const id = data.heading + "\u0000" + (data.lines.length - i) + "\u0000" + text;
    const item = document.createElement("li");
    item.className = "gangs-log-line";
    item.tabIndex = 0;
    item.setAttribute("role", "button");
    const line = document.createElement("span");
    line.textContent = text;
    item.appendChild(line);
    const tag = document.createElement("span");
    tag.className = "gangs-log-rule";
    tag.textContent = rule;
    item.appendChild(tag);
    item.dataset.rule = rule;
    item.dataset.id = id;
    const open = opened.id === id;
    item.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) {
      item.classList.add("gangs-log-open");
      item.appendChild(ruleBox(rule, details[rule], words, openManual));
    }
    item.addEventListener("click", () => {
      const selected = window.getSelection && String(window.getSelection() || "");
      if (open && selected) return;                          // selecting the rule's text keeps it open
      toggle(id);
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        toggle(id, true);
      }
    });
    list.appendChild(item);
  });
  details_.appendChild(list);
  return details_;
}

// The one piece of page JavaScript the Table needs beyond its log, here because every Table shows a log.
// ipycanvas focuses the board's canvas on mousedown before it reads where the pointer is; when the board is
// partly scrolled out of view, that focus scrolls the page first, and the click lands on another place of the
// board than the one under the pointer (and than the one the hover line promised). Focusing the canvas here
// first, in the capture phase and without scrolling, makes ipycanvas's focus() a no-op.
function keepBoardStillOnClick() {
  if (window.gangsBoardFocusGuard) return;
  window.gangsBoardFocusGuard = true;
  document.addEventListener("mousedown", (event) => {
    const canvas = event.target instanceof HTMLCanvasElement && event.target.closest(".gangs-canvas")
      ? event.target : null;
    if (canvas && document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  }, true);
}

function render({ model, el }) {
  keepBoardStillOnClick();
  const closed = new Set();
  const opened = { id: null };
  const box = document.createElement("div");
  box.className = "gangs-log-box";
  el.appendChild(box);

  function toggle(id, keyboard) {
    opened.id = opened.id === id ? null : id;
    const scroll = box.scrollTop;
    draw();
    box.scrollTop = scroll;
    if (keyboard) {
      // The lines were drawn again: keep the focus on the one just toggled, so that Enter closes it again.
      const focused = [...box.querySelectorAll("li.gangs-log-line")].find((item) => item.dataset.id === id);
      if (focused) focused.focus({ preventScroll: true });
    }
  }

  // The traits of one step arrive together: draw once for them, keeping the scroll position.
  let queued = false;
  function schedule() {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const scroll = box.scrollTop;
      draw();
      box.scrollTop = scroll;
    });
  }

  function draw() {
    const rules = model.get("rules") || {};
    const details = model.get("details") || {};
    const words = model.get("words") || {};
    const current = model.get("current") || {};
    const groups = (current.heading ? [current] : []).concat(model.get("past") || []);
    box.replaceChildren();
    if (!groups.length) {
      const empty = document.createElement("i");
      empty.textContent = words.empty;
      box.appendChild(empty);
      return;
    }
    for (const data of groups) box.appendChild(group(data, closed, opened, details, words, toggle, openManual));
    for (const item of box.querySelectorAll("li.gangs-log-line")) {
      item.title = (rules[item.dataset.rule] || item.dataset.rule) + "\n" + words.click;
    }
  }

  // The tab is opened on the click itself (a browser lets a page open one only then), and shown the manual when
  // the kernel has sent it: a page of its own, made from the text, that needs no server to serve a file. Every
  // view of the log hears the answer: only the one that asked (its "ask") opens it. A page is kept (as a blob URL,
  // let go with the view), so the next rule of the same manual needs no page sent; a refusal closes the tab.
  const waiting = new Map();
  const pages = new Map();
  let asked = 0;
  function openManual(rule) {
    asked += 1;
    const ask = Math.random().toString(36).slice(2, 12) + "-" + asked;
    waiting.set(ask, window.open("", "_blank"));
    model.send({ type: "manual", rule: rule, ask: ask, have: [...pages.keys()] });
  }
  function manualArrived(message) {
    if (!message || message.type !== "manual" || !waiting.has(message.ask)) return;
    const tab = waiting.get(message.ask);
    waiting.delete(message.ask);
    if (typeof message.html === "string" && typeof message.page === "string" && !pages.has(message.page)) {
      pages.set(message.page, URL.createObjectURL(new Blob([message.html], { type: "text/html" })));
    }
    const page = message.refused ? undefined : pages.get(message.page);
    if (page === undefined || typeof message.rule !== "string") {
      if (tab && !tab.closed) tab.close();
      return;
    }
    const url = page + "#" + encodeURIComponent(message.rule);
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, "_blank");
  }

  draw();
  const events = ["change:current", "change:past", "change:rules", "change:details", "change:words"];
  for (const name of events) model.on(name, schedule);
  model.on("msg:custom", manualArrived);
  return () => {
    events.forEach((name) => model.off(name, schedule));
    model.off("msg:custom", manualArrived);
    pages.forEach((page) => URL.revokeObjectURL(page));
  };
}

export default { render };
