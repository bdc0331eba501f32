// The event log of a gangs Table: the newest turn first, each turn folding open or shut.
// State (see event_log.py): current and past groups {heading, lines: [[text, rule], ...]}, rules.

function group(data, closed) {
  const details = document.createElement("details");
  details.className = "gangs-log-turn";
  details.open = !closed.has(data.heading);
  details.addEventListener("toggle", () => {
    if (details.open) closed.delete(data.heading);
    else closed.add(data.heading);
  });
  const summary = document.createElement("summary");
  summary.textContent = data.heading;
  details.appendChild(summary);
  const list = document.createElement("ul");
  for (const [text, rule] of data.lines) {
    const item = document.createElement("li");
    item.textContent = text;
    const tag = document.createElement("span");
    tag.className = "gangs-log-rule";
    tag.textContent = rule;
    item.appendChild(tag);
    item.dataset.rule = rule;
    list.appendChild(item);
  }
  details.appendChild(list);
  return details;
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
  const box = document.createElement("div");
  box.className = "gangs-log-box";
  el.appendChild(box);

  // The three traits of one step arrive together: draw once for them, keeping the scroll position.
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
    const current = model.get("current") || {};
    const groups = (current.heading ? [current] : []).concat(model.get("past") || []);
    box.replaceChildren();
    if (!groups.length) {
      const empty = document.createElement("i");
      empty.textContent = "No events yet.";
      box.appendChild(empty);
      return;
    }
    for (const data of groups) box.appendChild(group(data, closed));
    for (const item of box.querySelectorAll("li")) item.title = rules[item.dataset.rule] || item.dataset.rule;
  }

  draw();
  const events = ["change:current", "change:past", "change:rules"];
  for (const name of events) model.on(name, schedule);
  return () => events.forEach((name) => model.off(name, schedule));
}

export default { render };
