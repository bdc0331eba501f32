// The SVG copy of a gangs board: two gzip-compressed SVG layers (board, pieces), one over the other.

async function unpack(view) {
  if (!view || view.byteLength === 0) return "";
  const stream = new Blob([view]).stream().pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

function render({ model, el }) {
  const frame = document.createElement("div");
  frame.className = "gangs-svg-frame";
  const board = document.createElement("div");
  board.className = "gangs-svg-board";
  const pieces = document.createElement("div");
  pieces.className = "gangs-svg-pieces";
  const caption = document.createElement("div");
  caption.className = "gangs-svg-caption";
  frame.append(caption, board, pieces);
  el.appendChild(frame);
  let shown = 0;

  async function draw() {
    const ticket = ++shown;
    let boardText, piecesText;
    try {
      [boardText, piecesText] = await Promise.all([unpack(model.get("board")), unpack(model.get("pieces"))]);
    } catch (error) {
      // A browser without DecompressionStream, or damaged data: say so rather than stay blank.
      frame.hidden = false;
      board.textContent = `The SVG copy of the board cannot be shown here (${error}).`;
      pieces.replaceChildren();
      return;
    }
    if (ticket !== shown) return;  // a newer state arrived while this one was unpacked
    const width = model.get("width");
    frame.style.maxWidth = width ? `${width}px` : "";
    frame.hidden = !boardText && !piecesText;
    caption.textContent = model.get("caption");
    caption.hidden = !model.get("caption");
    board.innerHTML = boardText;
    pieces.innerHTML = piecesText;
  }

  draw();
  const events = ["change:board", "change:pieces", "change:width", "change:caption"];
  for (const name of events) model.on(name, draw);
  return () => events.forEach((name) => model.off(name, draw));
}

export default { render };
