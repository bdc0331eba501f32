// CallCanvas: stacked <canvas> layers that replay the drawing calls recorded in Python (ipycanvas's names),
// and send back pointer events in the canvas's own coordinates (the scene's), as ipycanvas does.

const STYLES = {
  global_alpha: "globalAlpha", fill_style: "fillStyle", stroke_style: "strokeStyle", line_width: "lineWidth",
  line_cap: "lineCap", line_join: "lineJoin", font: "font", text_align: "textAlign", text_baseline: "textBaseline",
};

function path(ctx, points, close) {
  ctx.beginPath();
  if (!points.length) return;
  ctx.moveTo(points[0][0], points[0][1]);
  for (const [x, y] of points.slice(1)) ctx.lineTo(x, y);
  if (close) ctx.closePath();
}

function replay(ctx, name, a) {
  const { width, height } = ctx.canvas;
  switch (name) {
    case "set": ctx[STYLES[a[0]]] = a[1]; break;
    case "clear": ctx.clearRect(0, 0, width, height); break;
    case "clear_rect": ctx.clearRect(...a); break;
    case "fill_rect": ctx.fillRect(...a); break;
    case "stroke_rect": ctx.strokeRect(...a); break;
    case "fill_circle": ctx.beginPath(); ctx.arc(a[0], a[1], a[2], 0, 2 * Math.PI); ctx.fill(); break;
    case "stroke_circle": ctx.beginPath(); ctx.arc(a[0], a[1], a[2], 0, 2 * Math.PI); ctx.stroke(); break;
    case "stroke_line": ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(a[2], a[3]); ctx.stroke(); break;
    case "stroke_lines": path(ctx, a[0], false); ctx.stroke(); break;
    case "fill_polygon": path(ctx, a[0], true); ctx.fill(); break;
    case "stroke_polygon": path(ctx, a[0], true); ctx.stroke(); break;
    case "fill_text": ctx.fillText(...a); break;
    case "stroke_text": ctx.strokeText(...a); break;
    case "set_line_dash": ctx.setLineDash(a[0]); break;
    case "begin_path": ctx.beginPath(); break;
    case "move_to": ctx.moveTo(...a); break;
    case "arc_to": ctx.arcTo(...a); break;
    case "close_path": ctx.closePath(); break;
    case "fill": ctx.fill(); break;
    case "stroke": ctx.stroke(); break;
    default: console.warn(`gangs CallCanvas: no such call ${name}`);
  }
}

function render({ model, el }) {
  const stack = document.createElement("div");
  stack.style.position = "relative";
  stack.style.width = "100%";
  el.appendChild(stack);
  const contexts = [];
  for (let k = 0; k < model.get("layers"); k++) {
    const canvas = document.createElement("canvas");
    canvas.width = model.get("width");
    canvas.height = model.get("height");
    // The lowest layer gives the stack its size (its height follows its width); the others lie over it.
    Object.assign(canvas.style, k === 0 ? { display: "block", width: "100%", height: "auto" }
      : { position: "absolute", left: "0", top: "0", width: "100%", height: "100%" });
    stack.appendChild(canvas);
    contexts.push(canvas.getContext("2d"));
  }
  const top = stack.lastChild;

  function onMessage(message) {
    if (!message || !message.calls) return;
    for (const [layer, name, ...args] of message.calls) {
      if (contexts[layer]) replay(contexts[layer], name, args);
    }
  }

  function point(event) {
    const box = top.getBoundingClientRect();
    return { x: (event.clientX - box.left) * top.width / box.width, y: (event.clientY - box.top) * top.height / box.height };
  }

  const send = (name) => (event) => model.send({ event: name, ...point(event) });
  // Pointer moves are sent at most once an animation frame: the latest one.
  let moved = null;
  const move = (event) => {
    if (moved === null) requestAnimationFrame(() => { model.send({ event: "mouse_move", ...moved }); moved = null; });
    moved = point(event);
  };
  const listeners = [["mousedown", send("mouse_down")], ["mousemove", move], ["mouseout", send("mouse_out")]];
  for (const [type, listener] of listeners) top.addEventListener(type, listener);
  model.on("msg:custom", onMessage);
  model.send({ event: "client_ready" });
  return () => {
    model.off("msg:custom", onMessage);
    for (const [type, listener] of listeners) top.removeEventListener(type, listener);
  };
}

export default { render };
