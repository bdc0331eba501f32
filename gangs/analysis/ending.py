"""How a finished match ended: by the game's own rules, or because its ``max_turns`` cap stopped it."""

from __future__ import annotations

import copy
from dataclasses import replace

from ..kernel import Game, Match
from ..kernel.lang import translator

_ = translator("kernel")

RULES = "rules"
"""The game ended by its rules (a winner, a stop agreed by the players, every rival out...)."""
CAP = "cap"
"""The game was stopped by its ``max_turns`` option: the rounds ran out before the rules ended it."""


def ending(match: Match) -> str:
    """``"cap"`` when the match's ``max_turns`` option ended it, ``"rules"`` otherwise.

    A game stopped by the cap reaches its last round, so a match that ends earlier ended by the rules.
    One that ends in the last round ended by the cap when its last decision made an event of one of the game's
    ``cap_rules`` (the cap's own stop, which comes only when the rules have not ended the game). Otherwise it is
    played again without the cap, from the same steps: if it is over all the same, the rules ended it (a winner in
    the very last round); if it goes on, the cap did. The cap changes nothing before the end of its round, so the
    same steps are legal either way. Works for any game that declares ``max_turns``
    (``gangs.kernel.max_turns_option``); ValueError if the match is not over.
    """
    if not match.is_over:
        raise ValueError(_("the match is not over: it has no ending yet"))
    cap = match.options.get("max_turns")
    if cap is None or match.state.turn < cap:
        return RULES
    cap_rules = match.game.cap_rules
    if cap_rules and any(event.rule in cap_rules for event in match.decision_events(match.decisions)):
        return CAP
    uncapped = Match(without_cap(match.game), match.players, {**match.options, "max_turns": None}, match.seed,
                     steps=match.steps)
    return RULES if uncapped.is_over else CAP


def without_cap(game: Game) -> Game:
    """``game`` whose ``max_turns`` allows None (no cap), for replaying a finished match past its cap: a game whose
    players could play on for ever refuses None to its matches, but a replay of finished steps is finite."""
    option = game.options["max_turns"]
    if option.optional:
        return game
    wider = copy.copy(game)
    wider.options = {**game.options, "max_turns": replace(option, optional=True)}
    return wider
