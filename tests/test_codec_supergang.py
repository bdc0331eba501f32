"""Super Gang's action code leaves a node out where the characters named pin it: why no two actions of one
position can share a code, shown on the declaration and on the worst positions the rules allow.

The argument (``gangs/supergang/codec.py``): an ``Implied`` node stands beside an argument naming characters
(one character, or a crew or a confrontation of at most three), and a character stands at one node, so the node
follows. A larger crew is coded as one word, ``Many``, but it is only ever listed as *the whole group* a gang
has at one node (``PlaceRules._crews``), and every kind holding such a word codes its node, or names a character
who pins it. The random games of ``tests/test_codec.py`` rarely meet a group of four or more; the positions below
build them on purpose: a gang leading characters it vamped, in groups of four or more at two, three and four
places at once, facing one colour at each, and at the clinic with the wounded.
"""

from __future__ import annotations

import pytest
from supergang_situations import situation
from test_conformance import check_codes

import gangs
from gangs.kernel.codec import Implied, Many, OneOf, Parts, Values
from gangs.supergang.codec import action_kinds

GAME = gangs.GAMES["supergang"]


def characters_named(domain, ids: set[str]) -> bool:
    """Whether every value of ``domain`` names characters only (one, or a few joined by ``+``)."""
    if isinstance(domain, Parts):
        return set(domain.elements) <= ids
    if isinstance(domain, Values):
        return set(domain.values) <= ids
    if isinstance(domain, OneOf):
        return all(characters_named(d, ids) for d in domain.domains)
    return False


def test_every_implied_node_stands_beside_characters_that_pin_it():
    """An ``Implied`` node is never coded alone, nor beside a large group only: some other argument of its kind
    names at most three characters, all of whom stand at that node."""
    state = GAME.initial_state(["A", "B", "C", "D"], GAME.check_options({}))
    ids = set(state.ids)
    implied = [kind for kind in action_kinds(state) if any(isinstance(d, Implied) for d in kind.domains)]
    assert implied, "the declaration leaves no node out: this test would check nothing"
    for kind in implied:
        others = [d for d in kind.domains if not isinstance(d, Implied)]
        assert any(characters_named(d, ids) for d in others), f"{kind}: nothing pins the node left out"


def test_a_large_group_is_only_coded_beside_its_node_or_a_character():
    """``Many`` (any group of four or more, all with one number) shares its kind with a coded node, or with a
    character or a small crew who stands where the group does."""
    state = GAME.initial_state(["A", "B", "C", "D"], GAME.check_options({}))
    ids = set(state.ids)
    nodes = set(state.board.node_names)

    def holds_many(domain) -> bool:
        return isinstance(domain, Many) or (isinstance(domain, OneOf) and any(holds_many(d) for d in domain.domains))

    for kind in action_kinds(state):
        if not any(holds_many(d) for d in kind.domains):
            continue
        coded_node = any(isinstance(d, Values) and set(d.values) <= nodes for d in kind.domains)
        pinned = any(characters_named(d, ids) for d in kind.domains)
        assert coded_node or pinned, f"{kind}: a large group with nothing to say where it stands"


VAMPED = {cid: "red.vamp" for cid in ("green.killer", "green.vamp", "green.trafficker",
                                       "yellow.killer", "yellow.vamp", "yellow.trafficker")}
"""Red leads six characters of Green and Yellow: nine in all, more than a game is likely to see, so that its groups
are as large as can be while Violet stays free to face them."""

POSITIONS = {
    "two groups of four and one of one, Violet at each": dict(
        arrived={"red.killer": "b3", "red.vamp": "b3", "green.killer": "b3", "green.vamp": "b3",
                 "red.trafficker": "s12", "green.trafficker": "s12", "yellow.killer": "s12", "yellow.vamp": "s12",
                 "yellow.trafficker": "s40"},
        at={"violet.killer": "b3", "violet.vamp": "s12", "violet.trafficker": "s40"}),
    "groups of four and five at two shops, Violet split": dict(
        arrived={"red.killer": "b3", "red.vamp": "b3", "green.killer": "b3", "green.vamp": "b3",
                 "green.trafficker": "b5", "red.trafficker": "b5", "yellow.killer": "b5", "yellow.vamp": "b5",
                 "yellow.trafficker": "b5"},
        at={"violet.killer": "b3", "violet.vamp": "b5", "violet.trafficker": "b5"}),
    "a group of four at the clinic beside the wounded, another on a square": dict(
        arrived={"red.killer": "clinic", "red.vamp": "clinic", "green.killer": "clinic", "green.vamp": "clinic",
                 "red.trafficker": "s12", "green.trafficker": "s12", "yellow.killer": "s12", "yellow.vamp": "s12",
                 "yellow.trafficker": "s12"},
        status={"violet.killer": "clinic", "violet.vamp": "clinic"}, at={"violet.trafficker": "s12"}),
}


@pytest.mark.parametrize("name", list(POSITIONS))
def test_no_two_actions_of_a_position_with_large_groups_share_a_code(name):
    m = situation(gangs=4, round=5, money={0: 200}, follows=VAMPED, **POSITIONS[name])
    state = m.state
    actions = state.legal_actions()
    crews = [a for a in actions if any(isinstance(arg, str) and arg.count("+") >= 3 for arg in a.args)]
    assert len(crews) >= 2, f"the position lists {len(crews)} action(s) of a group of four or more"
    for action in actions:
        check_codes(GAME, state, actions, action)
