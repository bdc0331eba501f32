// The players' sheets of a gangs match: one card each, the player to move and the winners marked.
// State (see player_sheets.py): players = [{name, title, to_move, winner, viewer, rows: [[label, value], ...]}],
// the title already in the match's language.

function card(player) {
  const box = document.createElement("section");
  box.className = "gangs-sheet";
  box.classList.toggle("gangs-sheet-to-move", player.to_move);
  box.classList.toggle("gangs-sheet-winner", player.winner);
  box.classList.toggle("gangs-sheet-viewer", Boolean(player.viewer));
  const title = document.createElement("h4");
  title.textContent = player.title || player.name;
  box.appendChild(title);
  const table = document.createElement("table");
  for (const [label, value] of player.rows) {
    const row = table.insertRow();
    const head = document.createElement("th");
    head.textContent = label;
    row.appendChild(head);
    row.insertCell().textContent = value;
  }
  box.appendChild(table);
  return box;
}

function render({ model, el }) {
  const frame = document.createElement("div");
  frame.className = "gangs-sheets-frame";
  el.appendChild(frame);
  const draw = () => frame.replaceChildren(...(model.get("players") || []).map(card));
  draw();
  model.on("change:players", draw);
  return () => model.off("change:players", draw);
}

export default { render };
