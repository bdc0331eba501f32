"""What a Super Gang table shows beside the board, in words made when it is read: each gang's sheet and the
criminal records.

The rules keep the facts (money, where each gangster is, the records' lines); these functions word them in the
language in force, for ``SuperGangState.sheet`` and ``SuperGangState.tables``. Nothing in Super Gang is hidden, so
every viewer reads the same.
"""

from __future__ import annotations

from typing import Any

from ..kernel.lang import N_, translator
from .common import FREE, PRISON, STATUS_WORDS, counted
from .words import ARROWS, OFFENCE_WORDS, character_name, said_of, the_character, witness_words

_ = translator("supergang")

RECORD_COLUMNS = (N_("gangster"), N_("turn"), N_("offence"), N_("place"), N_("accomplices"), N_("witnesses"),
                  N_("sentence"), N_("served"))
"""The columns of the criminal records table, one row per line of a record."""


def sheet(state: Any, player: int) -> dict[str, str]:
    """A gang's money, characters and where they are ('sq 67 ↓', a shop's short name as printed on its card,
    'centre', 'clinic', 'prison, 2 turns'), shops, rackets, pawns and tokens, in words; the police seat's sheet
    tells where the cop pairs are."""
    board = state.board
    if player == state.police_seat:
        return {_("cops {pair}").format(pair=i + 1): (
            board.short(state.cop_at[i]) if state.cop_state[i] == "board" else
            _("in the sewer") if state.cop_state[i] == "sewer" else _("knocked out")) for i in range(2)}
    money = _("money")
    found = {money: f"{state.money_[player]} briques"}
    for c in range(3 * player, 3 * player + 3):
        status = state.status[c]
        where = (_("prison, {turns}").format(turns=counted(state.sentence[c], 'turn')) if status == PRISON else
                 said_of(c, STATUS_WORDS[status]) if status != FREE else
                 " ".join(filter(None, (board.short(state.at[c]), ARROWS.get(state.head[c])))))
        extra = (_(" (wanted)") if state.wanted(c) else "") + (
            _(" (follows {character})").format(character=the_character(state.follows[c], player))
            if state.follows[c] >= 0 else "")
        found[character_name(c, player)] = where + extra
    own = [board.shops[s].short for s, g in enumerate(state.shop_owner) if g == player]
    rackets = [board.shops[s].short for s, g in enumerate(state.racket) if g == player]
    pawns = state.pawns(player)
    found.update({_("shops"): ", ".join(own) or _("none"), _("rackets"): ", ".join(rackets) or _("none"),
                  _("trafic pawns"): _("{placed} placed, {stock} in stock").format(**pawns),
                  _("tokens left"): str(state.tokens_left(player))})
    if state.out[player]:
        found[money] += _(" (out of the game)")
    return found


def tables(state: Any) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
    """The criminal records (witnessed offences), a row per line of a record, gangster by gangster, in the table's
    words ('Red killer', 'Hôtel Régina', 'cop pair 1')."""
    board = state.board
    rows = [(character_name(c), line.turn, _(OFFENCE_WORDS.get(line.kind, line.kind)),
             board.describe(board.node(line.place)),
             ", ".join(character_name(state.character(a)) for a in line.accomplices) or "—",
             ", ".join(witness_words(board, w) for w in line.witnesses) or "—", line.sentence,
             _("yes") if line.served else _("no"))
            for c in range(len(state.ids)) for line in state.criminal_record(c)]
    return {_("Criminal records"): (tuple(_(column) for column in RECORD_COLUMNS), rows)}
